export * from "./chat-contracts";
