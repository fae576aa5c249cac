import { ExternalLinkIcon } from '../primitives/icons/icons.js';
import { useComponentStyles } from '../styles/useComponentStyles.js';
import { explorerLinkSheet } from './ExplorerLink.css.js';

/**
 * A link to a block-explorer page, opened in a new tab that gets neither this page's window
 * (`noopener`) nor its address (`noreferrer`). `href` comes from `core/explorer/explorer-links.ts`,
 * which builds https links only; anything else is not rendered, whoever passed it.
 */
export function ExplorerLink(props: {
  href: string;
  /**
   * The accessible name: what the link opens, and that it opens in a new tab. With visible
   * text, the name must start with that text (a voice user says what they see).
   */
  label: string;
  /** Visible text; without it the link is an icon named by `label`. */
  text?: string;
  'data-testid'?: string;
}) {
  useComponentStyles(explorerLinkSheet);
  if (!props.href.startsWith('https://')) return null;
  return (
    <a
      className="wk-explorer-link"
      href={props.href}
      target="_blank"
      rel="noopener noreferrer"
      aria-label={props.label}
      title={props.label}
      data-testid={props['data-testid']}
    >
      {props.text}
      <ExternalLinkIcon />
    </a>
  );
}
