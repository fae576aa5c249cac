/** Values that end a string, a comment, a template or a line if written raw. */
export const HOSTILE_VALUES = [
  '*/ globalThis.pwned = 1; /*',
  '</script><script>alert(1)</script>',
  "' + globalThis.pwned + '",
  '" + globalThis.pwned + "',
  '` + globalThis.pwned + `',
  '${globalThis.pwned}',
  'line one\nglobalThis.pwned = 1;',
  'carriage\r\nglobalThis.pwned = 1;',
  'separator\u2028globalThis.pwned = 1;',
  'paragraph\u2029globalThis.pwned = 1;',
  'back\\slash \\u0041 \\',
  '<!-- --> // /* nested',
  '/starts with a slash',
  'ends with a star *',
  '{} <b>&amp;</b>',
  'nul \u0000 and emoji 🦊',
];
