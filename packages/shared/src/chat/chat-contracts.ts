import { z } from "zod";
import { taskPrioritySchema } from "../scan-result";

/** Spec §9: the last 10 messages go to the model; a conversation is kept 24 hours per user. */
export const CHAT_HISTORY_LIMIT = 10;
export const CHAT_RETENTION_HOURS = 24;
export const CHAT_MESSAGE_MAX_LENGTH = 4000;

/** A task the assistant proposed; it becomes a real task only when the user confirms it. */
export const chatTaskProposalSchema = z.object({
  id: z.string(),
  siteId: z.string(),
  siteName: z.string(),
  title: z.string(),
  description: z.string(),
  priority: taskPrioritySchema,
  status: z.enum(["pending", "created"]),
  taskId: z.string().nullable(),
});

/** Spec §3 Chat message. */
export const chatMessageSchema = z.object({
  id: z.string(),
  role: z.enum(["user", "assistant"]),
  content: z.string(),
  timestamp: z.string(),
  proposals: z.array(chatTaskProposalSchema),
});

/** What the assistant offers without an AI provider: the user's own data, not AI. */
export const chatFallbackActionSchema = z.object({
  title: z.string(),
  detail: z.string(),
  href: z.string(),
});

export const chatStateSchema = z.object({
  messages: z.array(chatMessageSchema),
  ai: z.object({ available: z.boolean(), model: z.string().nullable() }),
  fallbackActions: z.array(chatFallbackActionSchema),
});

export const chatSendRequestSchema = z.object({
  message: z.string().trim().min(1).max(CHAT_MESSAGE_MAX_LENGTH),
  language: z.enum(["tr", "en"]).optional(),
});

/** Codes an error part of the chat stream carries (JSON `{code, message}` in `errorText`). */
export const CHAT_STREAM_ERROR_CODES = ["chat_ai_unavailable", "chat_failed", "chat_empty_response"] as const;

export type ChatTaskProposal = z.infer<typeof chatTaskProposalSchema>;
export type ChatMessage = z.infer<typeof chatMessageSchema>;
export type ChatFallbackAction = z.infer<typeof chatFallbackActionSchema>;
export type ChatState = z.infer<typeof chatStateSchema>;
export type ChatSendRequest = z.infer<typeof chatSendRequestSchema>;
