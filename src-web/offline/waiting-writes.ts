// What a runner wrote offline on a track and the service worker keeps until the network returns
// (issue 43), read back for the track page: after a reload it still says what waits to send,
// not only the message shown when it was written.
import { useEffect, useState } from 'react';
import { FeedbackType } from '../../src-shared/enums';
import { WAITING_WRITE_PATHS, WAITING_WRITES_MESSAGE, WRITE_WAITING_EVENT, WRITES_SENT_MESSAGE, type WaitingWrite } from './saved-copies';

/** A comment or visit report waiting to send, as the track page lists it. */
export interface WaitingComment {
  kind: 'comment' | 'visit report';
  text: string;
  name: string;
}

export interface WaitingOnTrack {
  comments: WaitingComment[];
  /** Answers to the page's questions and recommendations: counted, not listed. */
  others: number;
}

const [FEEDBACK_PATH, ANSWER_PATH] = WAITING_WRITE_PATHS;

const record = (value: unknown): Record<string, unknown> =>
  typeof value === 'object' && value !== null ? (value as Record<string, unknown>) : {};
const text = (value: unknown): string => (typeof value === 'string' ? value : '');

/** The writes waiting for one track, in the order they were written. */
export function waitingOnTrack(writes: readonly WaitingWrite[], trackId: number): WaitingOnTrack {
  const result: WaitingOnTrack = { comments: [], others: 0 };
  for (const write of writes) {
    const body = record(write.body);
    if (body.trackId !== trackId) continue;
    const type = body.feedbackType;
    if (write.path === FEEDBACK_PATH && (type === FeedbackType.Comment || type === FeedbackType.VisitReport) && text(body.comment).trim()) {
      result.comments.push({
        kind: type === FeedbackType.VisitReport ? 'visit report' : 'comment',
        text: text(body.comment),
        name: text(body.name),
      });
    } else if (write.path === FEEDBACK_PATH || write.path === ANSWER_PATH) {
      result.others += 1;
    }
  }
  return result;
}

/** Asks the worker in control what waits; nothing where no worker is (a first visit, a private window). */
async function askWaitingWrites(): Promise<WaitingWrite[]> {
  const worker = typeof navigator !== 'undefined' ? navigator.serviceWorker?.controller : null;
  if (!worker) return [];
  const channel = new MessageChannel();
  const answer = new Promise<WaitingWrite[]>((resolve) => {
    channel.port1.onmessage = (event: MessageEvent<unknown>) => resolve(Array.isArray(event.data) ? (event.data as WaitingWrite[]) : []);
  });
  worker.postMessage(WAITING_WRITES_MESSAGE, [channel.port2]);
  return answer;
}

/**
 * What waits to send on a track, asked again after each write kept to wait and whenever the
 * worker says it has sent; null until the worker has answered.
 */
export function useWaitingOnTrack(trackId: number): WaitingOnTrack | null {
  const [waiting, setWaiting] = useState<WaitingOnTrack | null>(null);
  useEffect(() => {
    let current = true;
    const ask = () => void askWaitingWrites().then((writes) => current && setWaiting(waitingOnTrack(writes, trackId)));
    ask();
    const onMessage = (event: MessageEvent<unknown>) => event.data === WRITES_SENT_MESSAGE && ask();
    navigator.serviceWorker?.addEventListener('message', onMessage);
    window.addEventListener(WRITE_WAITING_EVENT, ask);
    return () => {
      current = false;
      navigator.serviceWorker?.removeEventListener('message', onMessage);
      window.removeEventListener(WRITE_WAITING_EVENT, ask);
    };
  }, [trackId]);
  return waiting;
}
