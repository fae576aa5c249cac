// SPDX-License-Identifier: MIT
pragma solidity ^0.8.24;

/// A minimal ENS Universal Resolver for tests and the demo: the two calls viem 2.57 makes,
/// `resolveWithGateways(bytes name, bytes data, string[] gateways)` (forward: `addr(bytes32)` and
/// `text(bytes32,string)`) and `reverseWithGateways(bytes lookupAddress, uint256 coinType,
/// string[] gateways)` (primary name), with the same ABI and the same errors as the real one:
/// `ResolverNotFound` for a name it does not know, `UnsupportedResolverProfile` for another
/// record, and `ReverseAddressMismatch` when an address's primary name does not resolve back to
/// it. An address without a primary name gets the empty name, as the real resolver answers.
/// Records are set by the deployer only.
contract TestUniversalResolver {
    error ResolverNotFound(bytes name);
    error UnsupportedResolverProfile(bytes4 selector);
    error ReverseAddressMismatch(string primary, bytes primaryAddress);
    error NotOwner();

    bytes4 private constant ADDR = 0x3b3b57de; // addr(bytes32)
    bytes4 private constant TEXT = 0x59d1d43c; // text(bytes32,string)
    uint256 private constant ETH_COIN_TYPE = 60;

    address public immutable owner;
    mapping(bytes32 => bool) public known;
    mapping(bytes32 => address) public addrs;
    mapping(bytes32 => mapping(string => string)) private texts;
    mapping(address => string) private primaryNames;
    mapping(address => bytes) private primaryDnsNames;

    /// `dnsName`: the name DNS-encoded, e.g. hex"0872656365697665720474657374" ++ 0x00 for receiver.test.
    constructor(bytes memory dnsName, address target) {
        owner = msg.sender;
        bytes32 node = namehash(dnsName, 0);
        known[node] = true;
        addrs[node] = target;
    }

    modifier onlyOwner() {
        if (msg.sender != owner) revert NotOwner();
        _;
    }

    function setAddr(bytes calldata dnsName, address target) external onlyOwner {
        bytes32 node = namehash(dnsName, 0);
        known[node] = true;
        addrs[node] = target;
    }

    function setText(bytes calldata dnsName, string calldata key, string calldata value) external onlyOwner {
        bytes32 node = namehash(dnsName, 0);
        known[node] = true;
        texts[node][key] = value;
    }

    /// The reverse record of `account`: the name it claims as primary (checked on every lookup).
    function setPrimaryName(address account, string calldata name, bytes calldata dnsName) external onlyOwner {
        primaryNames[account] = name;
        primaryDnsNames[account] = dnsName;
    }

    function resolveWithGateways(bytes calldata name, bytes calldata data, string[] calldata)
        external
        view
        returns (bytes memory, address)
    {
        bytes32 node = namehash(name, 0);
        if (!known[node]) revert ResolverNotFound(name);
        bytes4 selector = data.length >= 4 ? bytes4(data[0:4]) : bytes4(0);
        if (selector == ADDR && data.length == 36) {
            // viem sends addr(namehash(name)): a different node means a different name.
            if (bytes32(data[4:36]) != node) revert ResolverNotFound(name);
            return (abi.encode(addrs[node]), address(this));
        }
        if (selector == TEXT) {
            (bytes32 asked, string memory key) = abi.decode(data[4:], (bytes32, string));
            if (asked != node) revert ResolverNotFound(name);
            return (abi.encode(texts[node][key]), address(this));
        }
        revert UnsupportedResolverProfile(selector);
    }

    function reverseWithGateways(bytes calldata lookupAddress, uint256 coinType, string[] calldata)
        external
        view
        returns (string memory, address, address)
    {
        if (lookupAddress.length != 20 || coinType != ETH_COIN_TYPE) revert ResolverNotFound(lookupAddress);
        address account = address(bytes20(lookupAddress));
        string memory primary = primaryNames[account];
        if (bytes(primary).length == 0) return ("", address(0), address(this));
        bytes32 node = namehash(primaryDnsNames[account], 0);
        if (!known[node]) revert ResolverNotFound(primaryDnsNames[account]);
        // The primary-name rule: the name must resolve back to the address that claims it.
        if (addrs[node] != account) revert ReverseAddressMismatch(primary, abi.encodePacked(addrs[node]));
        return (primary, address(this), address(this));
    }

    /// ENSIP-1 namehash of a DNS-encoded name, from `offset` to its terminating zero label.
    function namehash(bytes memory dns, uint256 offset) internal pure returns (bytes32 hash) {
        uint256 length = uint8(dns[offset]);
        if (length == 0) return bytes32(0);
        bytes32 label;
        assembly {
            label := keccak256(add(add(dns, 0x21), offset), length)
        }
        return keccak256(abi.encodePacked(namehash(dns, offset + 1 + length), label));
    }
}
