import type { ContentDraft, ContentDraftFields } from "@sitelens/shared";
import { useCallback, useEffect, useRef, useState } from "react";
import { ApiError } from "@/lib/api-client";
import { draftsApi } from "../api/page-tools-api";

export type SaveStatus = "saved" | "dirty" | "saving" | "offline" | "conflict" | "error";
const SAVE_DELAY_MS = 1_200;
const RETRY_MS = 5_000;
const backupKey = (draftId: string) => `sitelens-draft:${draftId}`;

type Backup = { baseVersion: number; fields: ContentDraftFields };
const fieldsOf = ({
  title,
  body,
  metaTitle,
  metaDescription,
  slug,
  keyphrase,
  language,
}: ContentDraftFields) => ({
  title,
  body,
  metaTitle,
  metaDescription,
  slug,
  keyphrase,
  language,
});

/** Editors report updates that change nothing (normalised HTML, re-renders): compare content, not objects. */
const sameFields = (a: ContentDraftFields, b: ContentDraftFields) =>
  JSON.stringify(fieldsOf(a)) === JSON.stringify(fieldsOf(b));

function readBackup(draftId: string): Backup | null {
  try {
    const raw = localStorage.getItem(backupKey(draftId));
    return raw ? (JSON.parse(raw) as Backup) : null;
  } catch {
    return null;
  }
}

/**
 * Saves the draft a moment after each change. Every change is first kept in this browser, so a
 * reload or a dropped connection loses nothing (retried when back online); a save refused because
 * another tab saved first becomes a visible conflict the user resolves, never an overwrite.
 */
export function useDraftAutosave(draft: ContentDraft) {
  const backup = readBackup(draft.id);
  const restored = backup && backup.baseVersion <= draft.version ? backup : null;
  const [fields, setFields] = useState<ContentDraftFields>(() => restored?.fields ?? fieldsOf(draft));
  const [status, setStatus] = useState<SaveStatus>(restored ? "dirty" : "saved");
  const [conflict, setConflict] = useState<ContentDraft | null>(null);
  const [error, setError] = useState<string | null>(null);
  /** Bumped when the editor must show fields it did not type itself (the other tab's version). */
  const [revision, setRevision] = useState(0);
  const version = useRef(restored?.baseVersion ?? draft.version);
  const latest = useRef(fields);
  const saving = useRef(false);

  const save = useCallback(async () => {
    if (saving.current) return;
    saving.current = true;
    const sent = latest.current;
    setStatus("saving");
    try {
      const saved = await draftsApi.save(draft.id, sent, version.current);
      version.current = saved.version;
      if (sameFields(latest.current, sent)) {
        localStorage.removeItem(backupKey(draft.id));
        setStatus("saved");
      } else setStatus("dirty");
    } catch (caught) {
      const apiError = caught as ApiError;
      if (apiError instanceof ApiError && apiError.code === "draft_conflict") {
        setConflict((apiError.details as { current: ContentDraft }).current);
        setStatus("conflict");
      } else if (apiError instanceof ApiError && apiError.code === "network_error") setStatus("offline");
      else {
        setError(apiError.message);
        setStatus("error");
      }
    } finally {
      saving.current = false;
    }
  }, [draft.id]);

  const change = useCallback(
    (next: ContentDraftFields) => {
      if (sameFields(next, latest.current)) return;
      latest.current = next;
      setFields(next);
      localStorage.setItem(
        backupKey(draft.id),
        JSON.stringify({ baseVersion: version.current, fields: next }),
      );
      setStatus((current) => (current === "conflict" ? current : "dirty"));
    },
    [draft.id],
  );

  useEffect(() => {
    if (status === "dirty") {
      const timer = setTimeout(() => void save(), SAVE_DELAY_MS);
      return () => clearTimeout(timer);
    }
    if (status === "offline" || status === "error") {
      const retry = () => void save();
      const timer = setTimeout(retry, RETRY_MS);
      window.addEventListener("online", retry);
      return () => {
        clearTimeout(timer);
        window.removeEventListener("online", retry);
      };
    }
  }, [status, save]);

  const keepMine = () => {
    if (!conflict) return;
    version.current = conflict.version;
    setConflict(null);
    setStatus("dirty");
  };
  const loadTheirs = () => {
    if (!conflict) return;
    version.current = conflict.version;
    latest.current = fieldsOf(conflict);
    setFields(latest.current);
    localStorage.removeItem(backupKey(draft.id));
    setConflict(null);
    setStatus("saved");
    setRevision((value) => value + 1);
  };
  return { fields, change, status, conflict, error, keepMine, loadTheirs, revision };
}
