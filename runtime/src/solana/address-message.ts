/** The error an invalid Solana address gets, naming the field it was given for. */
export function invalidAddressMessage(address: string, field = 'address'): string {
  return field === 'address'
    ? `Invalid Solana address: ${address}`
    : `Invalid Solana ${field} address: ${address}`;
}
