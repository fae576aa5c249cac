// SPDX-License-Identifier: Apache-2.0
pragma solidity ^0.8.20;

/// The two reads of the Farcaster IdRegistry that Sign In With Farcaster makes (`idOf` of a
/// signer, `custodyOf` of an fid), with a `register` that tests call to hand an fid to a key.
/// Tests place its code at the real IdRegistry address on the local chain.
contract TestIdRegistry {
    mapping(address => uint256) public idOf;
    mapping(uint256 => address) public custodyOf;

    function register(uint256 fid, address custody) external {
        idOf[custody] = fid;
        custodyOf[fid] = custody;
    }
}
