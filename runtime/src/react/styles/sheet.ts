/**
 * A named piece of the kit's stylesheet: the rules of one component, kept beside it in a
 * `*.css.ts` file and added to the page by `useComponentStyles` when the component renders.
 * A kit that never renders a component (its view was not generated) never ships its rules.
 * Every selector starts with `[data-wk]` and every keyframes name with `wk-`.
 */
export interface KitSheet {
  /** Unique within the kit: one copy per document, however many kits or instances use it. */
  readonly name: string;
  readonly css: string;
}
