/**
 * The owner's signatures for the visitor's smart account, per ERC-7739: the hash an application
 * asks about is signed nested in the account's own EIP-712 domain (its name and version, the
 * chain id and the account's address), so the signature is valid for that account on that
 * chain only, and is never the owner key's plain signature of the application's hash. The
 * account contract checks the same nesting (stack/src/aa-account/WalletKitAccount.sol, with
 * OpenZeppelin's ERC7739).
 */
import {
  concatHex,
  domainSeparator,
  encodePacked,
  hashStruct,
  size,
  stringToHex,
  toPrefixedMessage,
  zeroHash,
  type Address,
  type Hex,
  type LocalAccount,
  type SignableMessage,
  type TypedDataDefinition,
} from 'viem';

/** The EIP-712 name and version the account contract is built with. */
const ACCOUNT_DOMAIN_NAME = 'WalletKitAccount';
const ACCOUNT_DOMAIN_VERSION = '1';

interface AccountDomain {
  name: string;
  version: string;
  chainId: number;
  verifyingContract: Address;
}

export function accountDomain(chainId: number, account: Address): AccountDomain {
  return {
    name: ACCOUNT_DOMAIN_NAME,
    version: ACCOUNT_DOMAIN_VERSION,
    chainId,
    verifyingContract: account,
  };
}

/** A personal message, signed as the account's `PersonalSign(bytes prefixed)`. */
export function signAccountMessage(
  owner: LocalAccount,
  domain: AccountDomain,
  message: SignableMessage,
): Promise<Hex> {
  return owner.signTypedData({
    domain,
    types: { PersonalSign: [{ name: 'prefixed', type: 'bytes' }] },
    primaryType: 'PersonalSign',
    message: { prefixed: toPrefixedMessage(message) },
  });
}

type Fields = readonly { name: string; type: string }[];
type Types = Record<string, Fields>;

const TYPED_DATA_SIGN = 'TypedDataSign';

/** The struct types `primaryType` uses, itself included. */
function referencedTypes(primaryType: string, types: Types, found = new Set<string>()) {
  const base = primaryType.replace(/\[[0-9]*\]/g, '');
  if (found.has(base) || !types[base]) return found;
  found.add(base);
  for (const field of types[base]) referencedTypes(field.type, types, found);
  return found;
}

const typeString = (name: string, types: Types) =>
  `${name}(${types[name]!.map((field) => `${field.type} ${field.name}`).join(',')})`;

/**
 * Typed data, signed as the account's `TypedDataSign(contents, the account's domain)` under the
 * application's own domain, and sent with what the account needs to rebuild that hash: the
 * application's domain separator, the contents' struct hash and their type description. The
 * description is in ERC-7739's explicit form (all the contents' struct types in EIP-712 order,
 * then the contents' name), which holds whatever the primary type's name sorts against its parts.
 */
export async function signAccountTypedData(
  owner: LocalAccount,
  domain: AccountDomain,
  typedData: TypedDataDefinition,
): Promise<Hex> {
  const types = typedData.types as Types;
  const primaryType = typedData.primaryType as string;
  if (TYPED_DATA_SIGN in types || primaryType === 'EIP712Domain' || !types[primaryType]) {
    throw new Error(`Typed data with primary type ${primaryType} cannot be signed for an account`);
  }
  if (/[\s,()\0]/.test(primaryType)) {
    throw new Error(`The type name ${primaryType} cannot be signed for an account`);
  }
  const message = typedData.message as Record<string, unknown>;
  const appDomain = typedData.domain ?? {};
  const signature = await owner.signTypedData({
    domain: appDomain,
    types: {
      ...types,
      [TYPED_DATA_SIGN]: [
        { name: 'contents', type: primaryType },
        { name: 'name', type: 'string' },
        { name: 'version', type: 'string' },
        { name: 'chainId', type: 'uint256' },
        { name: 'verifyingContract', type: 'address' },
        { name: 'salt', type: 'bytes32' },
      ],
    },
    primaryType: TYPED_DATA_SIGN,
    message: { contents: message, ...domain, salt: zeroHash },
  } as TypedDataDefinition);
  const contentsType = [...referencedTypes(primaryType, types)]
    .sort()
    .map((name) => typeString(name, types))
    .join('');
  const contentsDescription = stringToHex(contentsType + primaryType);
  return concatHex([
    signature,
    domainSeparator({ domain: appDomain }),
    hashStruct({ data: message, types, primaryType }),
    encodePacked(['bytes', 'uint16'], [contentsDescription, size(contentsDescription)]),
  ]);
}
