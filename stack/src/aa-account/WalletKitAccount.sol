// SPDX-License-Identifier: MIT
pragma solidity ^0.8.24;

import "@openzeppelin/contracts/utils/Create2.sol";
import "@openzeppelin/contracts/utils/cryptography/ECDSA.sol";
import "@openzeppelin/contracts/utils/cryptography/EIP712.sol";
import "@openzeppelin/contracts/utils/cryptography/signers/draft-ERC7739.sol";
import "@openzeppelin/contracts/proxy/ERC1967/ERC1967Proxy.sol";
import "@account-abstraction/contracts/samples/SimpleAccount.sol";

/// The ERC-4337 v0.7 SimpleAccount that also vouches for signatures (ERC-1271), but only for
/// signatures its owner made for THIS account on THIS chain: OpenZeppelin's ERC-7739 accepts a
/// message hash only when the owner signed it nested in the account's own EIP-712 domain
/// (name, version, chainId, verifyingContract = the account), as a `PersonalSign` or a
/// `TypedDataSign`. The owner's plain signature of the hash is refused, so a signature the owner
/// key makes for itself, for another of its accounts or on another network is worth nothing here.
/// The domain's name and version are short strings (kept in the code, not in storage), which
/// the frame's signer repeats (server/src/frame/smart-account.ts).
contract WalletKitAccount is SimpleAccount, ERC7739 {
    constructor(IEntryPoint anEntryPoint) SimpleAccount(anEntryPoint) EIP712("WalletKitAccount", "1") {}

    /// The nested hash (ERC-7739 already bound it to this account's domain) signed by the owner.
    function _rawSignatureValidation(bytes32 hash, bytes calldata signature) internal view override returns (bool) {
        (address signer, ECDSA.RecoverError error, ) = ECDSA.tryRecover(hash, signature);
        return error == ECDSA.RecoverError.NoError && signer == owner;
    }
}

/// The SimpleAccountFactory for WalletKitAccount: same calls, same counterfactual addresses rule.
contract WalletKitAccountFactory {
    WalletKitAccount public immutable accountImplementation;

    constructor(IEntryPoint anEntryPoint) {
        accountImplementation = new WalletKitAccount(anEntryPoint);
    }

    function createAccount(address owner, uint256 salt) public returns (WalletKitAccount ret) {
        address addr = getAddress(owner, salt);
        if (addr.code.length > 0) return WalletKitAccount(payable(addr));
        ret = WalletKitAccount(
            payable(
                new ERC1967Proxy{salt: bytes32(salt)}(
                    address(accountImplementation),
                    abi.encodeCall(SimpleAccount.initialize, (owner))
                )
            )
        );
    }

    function getAddress(address owner, uint256 salt) public view returns (address) {
        return
            Create2.computeAddress(
                bytes32(salt),
                keccak256(
                    abi.encodePacked(
                        type(ERC1967Proxy).creationCode,
                        abi.encode(
                            address(accountImplementation),
                            abi.encodeCall(SimpleAccount.initialize, (owner))
                        )
                    )
                )
            );
    }
}
