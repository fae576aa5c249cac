/**
 * The prepared dialog is hidden with `display: none`, so the browser has neither resolved its
 * fonts nor laid it out: the click would pay for both. An inert, invisible copy laid out once
 * ahead fills the browser's font and layout caches instead. The copy is added and removed in
 * the same task, so nothing else on the page (no script, no assistive technology) can see it.
 */
export function warmLayout(prepared: Element): void {
  const copy = prepared.cloneNode(true) as HTMLElement;
  copy.style.removeProperty('display');
  copy.style.visibility = 'hidden';
  copy.setAttribute('aria-hidden', 'true');
  copy.inert = true;
  prepared.after(copy);
  copy.getBoundingClientRect();
  copy.remove();
}
