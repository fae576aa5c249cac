/**
 * How the kit names itself to the analytics endpoint (`st` and `sv` in the query). The version
 * is the runtime package's; `sdk-info.test.ts` fails when the two drift apart.
 */
export const SDK_TYPE = 'wallet-kit';
export const SDK_VERSION = '0.1.0';
