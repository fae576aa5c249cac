import { THEME_CSS_VARIABLES } from '../../../core/theme-variables.js';

/** Every weight the kit's style sheets give text (a test holds the sheets to this list). */
export const STYLE_SHEET_FONT_WEIGHTS = [400, 500, 600, 700] as const;

/** The theme's text sizes, as the sheets read them. */
const FONT_SIZES = [
  THEME_CSS_VARIABLES.fontSizeSmall,
  THEME_CSS_VARIABLES.fontSizeMedium,
  THEME_CSS_VARIABLES.fontSizeLarge,
  THEME_CSS_VARIABLES.fontSizeTitle,
];

/**
 * The first text a page lays out in a new font size and weight makes the browser find and load
 * that font face and its rendering settings (about a millisecond each on Linux, a round trip to
 * the browser process). A dialog that is not in the page before its opening (React 18, where it
 * is prepared without being committed) would pay that in the click, once for its title, once
 * for its rows. So a specimen of the kit's text, every theme size in every weight the sheets
 * use, is laid out once ahead, invisible and inert, inside the kit's root (`holder`), whose
 * font family, smoothing and sizes it inherits: the theme's own fonts, whatever the host set.
 * Added and removed in the same task, so nothing else on the page can see it. Laid out again
 * at a later preparation it costs little: the fonts stay loaded.
 */
export function warmFonts(holder: Element): void {
  const specimen = holder.ownerDocument.createElement('div');
  specimen.setAttribute('aria-hidden', 'true');
  specimen.inert = true;
  specimen.style.cssText = 'position: absolute; visibility: hidden; pointer-events: none';
  for (const size of FONT_SIZES) {
    for (const weight of STYLE_SHEET_FONT_WEIGHTS) {
      const line = holder.ownerDocument.createElement('span');
      line.style.fontSize = `var(${size})`;
      line.style.fontWeight = String(weight);
      line.textContent = 'Connect Wallet';
      specimen.append(line);
    }
  }
  holder.append(specimen);
  specimen.getBoundingClientRect();
  specimen.remove();
}
