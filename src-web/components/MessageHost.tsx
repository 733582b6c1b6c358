// Shows the app's one message: modal (centred over a dimmed page) or non-modal (a small toast),
// with a spinner while it is a loading message.
import { useAtom } from 'jotai';
import { useEffect } from 'react';
import { MessageKind } from '../../src-shared/enums';
import { messageAtom } from '../state/atoms';
import { Spinner } from './Loader';

export function MessageHost() {
  const [message, setMessage] = useAtom(messageAtom);

  useEffect(() => {
    if (!message?.timeoutMs) return;
    const timer = setTimeout(() => setMessage((current) => (current === message ? null : current)), message.timeoutMs);
    return () => clearTimeout(timer);
  }, [message, setMessage]);

  if (!message) return null;
  const content = (
    <>
      {message.loading && <Spinner />}
      <span>{message.text}</span>
    </>
  );
  if (message.kind === MessageKind.NonModal) {
    return (
      <div className="toast" role="status" aria-live="polite">
        {content}
      </div>
    );
  }
  return (
    <div className="modal-backdrop">
      <div className="modal-message" role="alertdialog" aria-live="assertive" aria-label={message.text}>
        {content}
      </div>
    </div>
  );
}
