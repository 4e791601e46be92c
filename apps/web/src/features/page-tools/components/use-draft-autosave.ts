import type { ContentDraft, ContentDraftFields, ContentPlanningFields } from "@sitelens/shared";
import { useQueryClient } from "@tanstack/react-query";
import { useCallback, useEffect, useRef, useState } from "react";
import { ApiError } from "@/lib/api-client";
import { draftsApi } from "../api/page-tools-api";

export type SaveStatus = "saved" | "dirty" | "saving" | "offline" | "conflict" | "error";
const SAVE_DELAY_MS = 1_200;
const RETRY_MS = 5_000;
const backupKey = (draftId: string) => `sitelens-draft:${draftId}`;

/** What the user edits: the article and, for content planning, its planning fields. */
export type EditableFields = ContentDraftFields & ContentPlanningFields;
type Backup = { baseVersion: number; fields: EditableFields };
const fieldsOf = ({
  title,
  body,
  metaTitle,
  metaDescription,
  slug,
  keyphrase,
  language,
  socialText,
  emailText,
  publishAt,
  channels,
}: EditableFields): EditableFields => ({
  title,
  body,
  metaTitle,
  metaDescription,
  slug,
  keyphrase,
  language,
  socialText,
  emailText,
  publishAt,
  channels,
});

/** Editors report updates that change nothing (normalised HTML, re-renders): compare content, not objects. */
const sameFields = (a: EditableFields, b: EditableFields) =>
  JSON.stringify(fieldsOf(a)) === JSON.stringify(fieldsOf(b));

function readBackup(draftId: string): Backup | null {
  try {
    const raw = localStorage.getItem(backupKey(draftId));
    return raw ? (JSON.parse(raw) as Backup) : null;
  } catch {
    return null;
  }
}

function writeBackup(draftId: string, backup: Backup) {
  localStorage.setItem(backupKey(draftId), JSON.stringify(backup));
}

/**
 * Saves the draft a moment after each change. Every change is first kept in this browser, so a
 * reload or a dropped connection loses nothing (retried when back online); a save refused because
 * another tab saved first becomes a visible conflict the user resolves, never an overwrite.
 */
export function useDraftAutosave(draft: ContentDraft) {
  const backup = readBackup(draft.id);
  const restored = backup && backup.baseVersion <= draft.version ? backup : null;
  const [fields, setFields] = useState<EditableFields>(() => restored?.fields ?? fieldsOf(draft));
  const [status, setStatus] = useState<SaveStatus>(restored ? "dirty" : "saved");
  const [conflict, setConflict] = useState<ContentDraft | null>(null);
  const [error, setError] = useState<string | null>(null);
  /** Bumped when the editor must show fields it did not type itself (the other tab's version). */
  const [revision, setRevision] = useState(0);
  const version = useRef(restored?.baseVersion ?? draft.version);
  const queryClient = useQueryClient();
  const latest = useRef(fields);
  const saving = useRef(false);
  /**
   * Set when a save was due while another was still on its way. The in-flight save then ends with
   * status "dirty", which it already was, so no status change would ever start the next save: this
   * bump does (on a slow server typing outlasts a save, and the editor stayed "dirty" for good).
   */
  const due = useRef(false);
  const [retrigger, setRetrigger] = useState(0);

  const save = useCallback(async () => {
    if (saving.current) {
      due.current = true;
      return;
    }
    saving.current = true;
    const sent = latest.current;
    setStatus("saving");
    try {
      const saved = await draftsApi.save(draft.id, sent, version.current);
      version.current = saved.version;
      // Reopening the draft in this session starts from what was saved, not the first load.
      queryClient.setQueryData(["content-draft", draft.id], saved);
      if (sameFields(latest.current, sent)) {
        localStorage.removeItem(backupKey(draft.id));
        setStatus("saved");
      } else {
        writeBackup(draft.id, { baseVersion: saved.version, fields: latest.current });
        due.current = true;
        setStatus("dirty");
      }
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
      if (due.current) {
        due.current = false;
        setRetrigger((value) => value + 1);
      }
    }
  }, [draft.id, queryClient]);

  const change = useCallback(
    (next: EditableFields) => {
      if (sameFields(next, latest.current)) return;
      latest.current = next;
      setFields(next);
      writeBackup(draft.id, { baseVersion: version.current, fields: next });
      setStatus((current) => (current === "conflict" ? current : "dirty"));
    },
    [draft.id],
  );

  // biome-ignore lint/correctness/useExhaustiveDependencies: `retrigger` restarts the save timer when a due save found "dirty" unchanged (see `due`).
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
  }, [status, save, retrigger]);

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
  /** The server moved the version on (scheduled, rescheduled): later saves build on it. */
  const rebase = useCallback((next: number) => {
    version.current = next;
  }, []);
  return { fields, change, status, conflict, error, keepMine, loadTheirs, revision, rebase };
}
