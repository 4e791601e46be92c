import { useMutation } from "@tanstack/react-query";
import { api } from "@/lib/api-client";

export interface ContactMessage {
  name: string;
  email: string;
  category: string;
  subject: string;
  message: string;
  botToken: string;
}

export function useSendContactMessage() {
  return useMutation({
    mutationFn: (message: ContactMessage) => api.post<{ id: string }>("/api/contact", message),
  });
}
