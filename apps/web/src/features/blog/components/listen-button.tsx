import { Pause, Play, Square, Volume2 } from "lucide-react";
import { useEffect, useState } from "react";
import { Button } from "@/components/ui/button";
import { useText } from "@/features/marketing/use-text";
import type { Language } from "@/lib/language";
import { blogText } from "../content";

type State = "idle" | "playing" | "paused";

/** Reads the post aloud with the browser's Web Speech API in the post's language; hidden where unsupported. */
export function ListenButton({ text: speech, language }: { text: string; language: Language }) {
  const text = useText(blogText);
  const [supported, setSupported] = useState(false);
  const [state, setState] = useState<State>("idle");

  useEffect(() => {
    setSupported("speechSynthesis" in window);
    return () => window.speechSynthesis?.cancel();
  }, []);

  if (!supported) return null;

  const start = () => {
    const utterance = new SpeechSynthesisUtterance(speech);
    utterance.lang = language === "tr" ? "tr-TR" : "en-US";
    const voice = window.speechSynthesis.getVoices().find((candidate) => candidate.lang.startsWith(language));
    if (voice) utterance.voice = voice;
    utterance.onend = () => setState("idle");
    utterance.onerror = () => setState("idle");
    window.speechSynthesis.cancel();
    window.speechSynthesis.speak(utterance);
    setState("playing");
  };
  const pause = () => {
    window.speechSynthesis.pause();
    setState("paused");
  };
  const resume = () => {
    window.speechSynthesis.resume();
    setState("playing");
  };
  const stop = () => {
    window.speechSynthesis.cancel();
    setState("idle");
  };

  return (
    <span className="flex gap-2">
      {state === "idle" && (
        <Button variant="outline" size="sm" onClick={start}>
          <Volume2 aria-hidden="true" />
          {text.listen}
        </Button>
      )}
      {state === "playing" && (
        <Button variant="outline" size="sm" onClick={pause}>
          <Pause aria-hidden="true" />
          {text.pause}
        </Button>
      )}
      {state === "paused" && (
        <Button variant="outline" size="sm" onClick={resume}>
          <Play aria-hidden="true" />
          {text.resume}
        </Button>
      )}
      {state !== "idle" && (
        <Button variant="outline" size="sm" onClick={stop}>
          <Square aria-hidden="true" />
          {text.stop}
        </Button>
      )}
    </span>
  );
}
