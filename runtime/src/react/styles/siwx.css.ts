/** The sign-in message box of SIWXSignMessage / ConnectingSiwe. */
export const siwxCss = /* css */ `
[data-wk] .wk-siwx-message {
  margin: 0;
  max-height: 180px;
  overflow: auto;
  padding: 10px 12px;
  border-radius: var(--wk-border-radius-medium);
  border: 1px solid color-mix(in srgb, currentColor 14%, transparent);
  background: color-mix(in srgb, currentColor 5%, transparent);
  font-family: ui-monospace, SFMono-Regular, Menlo, Consolas, monospace;
  font-size: 12px;
  line-height: 1.5;
  white-space: pre-wrap;
  overflow-wrap: anywhere;
  text-align: left;
}
[data-wk] .wk-siwx-message:focus-visible {
  outline: 2px solid var(--wk-accent);
  outline-offset: 2px;
}
`;
