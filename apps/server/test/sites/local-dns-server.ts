import { createSocket } from "node:dgram";
import type { AddressInfo } from "node:net";

const TXT = 16;

function readQuestion(packet: Buffer): { name: string; type: number; end: number } {
  const labels: string[] = [];
  let offset = 12;
  for (let length = packet[offset]!; length > 0; length = packet[offset]!) {
    labels.push(packet.subarray(offset + 1, offset + 1 + length).toString("ascii"));
    offset += length + 1;
  }
  return { name: labels.join(".").toLowerCase(), type: packet.readUInt16BE(offset + 1), end: offset + 5 };
}

function txtAnswer(value: string): Buffer {
  const text = Buffer.from(value, "utf8");
  const answer = Buffer.alloc(12 + 1 + text.length);
  answer.writeUInt16BE(0xc00c, 0); // pointer to the question's name
  answer.writeUInt16BE(TXT, 2);
  answer.writeUInt16BE(1, 4); // IN
  answer.writeUInt32BE(60, 6);
  answer.writeUInt16BE(text.length + 1, 10);
  answer.writeUInt8(text.length, 12);
  text.copy(answer, 13);
  return answer;
}

/** A tiny UDP DNS server on 127.0.0.1 answering TXT queries from a map (NXDOMAIN otherwise). */
export async function startLocalDnsServer(records: Map<string, string[]>) {
  const socket = createSocket("udp4");
  socket.on("message", (packet, remote) => {
    const question = readQuestion(packet);
    const values = question.type === TXT ? (records.get(question.name) ?? []) : [];
    const header = Buffer.alloc(12);
    header.writeUInt16BE(packet.readUInt16BE(0), 0);
    header.writeUInt16BE(values.length ? 0x8180 : 0x8183, 2);
    header.writeUInt16BE(1, 4);
    header.writeUInt16BE(values.length, 6);
    const reply = Buffer.concat([header, packet.subarray(12, question.end), ...values.map(txtAnswer)]);
    socket.send(reply, remote.port, remote.address);
  });
  await new Promise<void>((resolve) => socket.bind(0, "127.0.0.1", resolve));
  const { port } = socket.address() as AddressInfo;
  return {
    address: `127.0.0.1:${port}`,
    close: () => new Promise<void>((resolve) => socket.close(() => resolve())),
  };
}
