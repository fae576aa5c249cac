// SPDX-License-Identifier: MIT
pragma solidity ^0.8.23;

import "@openzeppelin/contracts/interfaces/IERC1271.sol";
import "@openzeppelin/contracts/utils/Create2.sol";
import "@openzeppelin/contracts/utils/cryptography/ECDSA.sol";
import "@openzeppelin/contracts/proxy/ERC1967/ERC1967Proxy.sol";
import "@account-abstraction/contracts/samples/SimpleAccount.sol";

/// The ERC-4337 v0.7 SimpleAccount that also vouches for its owner's signatures (ERC-1271):
/// a message hash signed by the owner is valid for the account.
contract WalletKitAccount is SimpleAccount, IERC1271 {
    constructor(IEntryPoint anEntryPoint) SimpleAccount(anEntryPoint) {}

    function isValidSignature(bytes32 hash, bytes calldata signature) external view returns (bytes4) {
        (address signer, ECDSA.RecoverError error, ) = ECDSA.tryRecover(hash, signature);
        if (error == ECDSA.RecoverError.NoError && signer == owner) return IERC1271.isValidSignature.selector;
        return 0xffffffff;
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
