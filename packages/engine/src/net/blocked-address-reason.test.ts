import { describe, expect, it } from "vitest";
import { blockedAddressReason } from "./blocked-address-reason";

describe("blockedAddressReason", () => {
  it.each([
    ["127.0.0.1", "loopback"],
    ["10.1.2.3", "private"],
    ["172.16.0.1", "private"],
    ["172.31.255.255", "private"],
    ["192.168.1.1", "private"],
    ["169.254.169.254", "linkLocal"],
    ["100.64.0.1", "carrierGradeNat"],
    ["224.0.0.1", "multicast"],
    ["0.0.0.0", "unspecified"],
    ["255.255.255.255", "broadcast"],
    ["240.0.0.1", "reserved"],
    ["::1", "loopback"],
    ["[::1]", "loopback"],
    ["::", "unspecified"],
    ["fe80::1", "linkLocal"],
    ["fc00::1", "uniqueLocal"],
    ["fd12:3456::1", "uniqueLocal"],
    ["ff02::1", "multicast"],
    ["::ffff:127.0.0.1", "loopback address 127.0.0.1 embedded"],
    ["::ffff:7f00:1", "loopback address 127.0.0.1 embedded"],
    ["::7f00:1", "loopback address 127.0.0.1 embedded"],
    ["64:ff9b::a00:1", "private address 10.0.0.1 embedded"],
    ["2002:c0a8:101::", "private address 192.168.1.1 embedded"],
    ["2001:0:4136:e378:8000:63bf:80ff:fffe", "loopback address 127.0.0.1 embedded"],
    ["0177.0.0.1", "loopback"],
    ["0x7f.0.0.1", "loopback"],
    ["2130706433", "loopback"],
    ["127.1", "loopback"],
  ])("refuses %s", (address, reason) => {
    expect(blockedAddressReason(address)).toContain(reason);
  });

  it.each([
    "8.8.8.8",
    "93.184.216.34",
    "2606:4700::1111",
    "64:ff9b::808:808",
    "2002:808:808::",
    "::ffff:8.8.8.8",
  ])("allows public %s", (address) => {
    expect(blockedAddressReason(address)).toBeNull();
  });

  it("refuses text that is not an address", () => {
    expect(blockedAddressReason("example.com")).toContain("not an IP address");
  });
});
