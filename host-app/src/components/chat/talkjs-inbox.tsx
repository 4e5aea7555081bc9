import { useEffect, useRef, useState } from 'react';

export interface TalkJsInboxProps {
  appId: string;
  /** The server's HMAC-SHA256 of the user id with the TalkJS secret (identity verification). */
  signature: string;
  userId: string;
  name: string;
  /** The same ids as the built-in chat: campaign-{campaignId}-{contactId}. */
  conversationId: string | null;
}

/** TalkJS's inbox over the same conversation ids; the `talkjs` package is loaded only when the server is configured for it. */
export default function TalkJsInbox({ appId, signature, userId, name, conversationId }: TalkJsInboxProps) {
  const container = useRef<HTMLDivElement>(null);
  const [error, setError] = useState<string | null>(null);
  useEffect(() => {
    let destroy = () => {};
    let live = true;
    import('talkjs')
      .then(async ({ default: Talk }) => {
        await Talk.ready;
        if (!live) return;
        const me = new Talk.User({ id: userId, name });
        const session = new Talk.Session({ appId, me, signature });
        const inbox = session.createInbox();
        if (conversationId) inbox.select(session.getOrCreateConversation(conversationId));
        await inbox.mount(container.current);
        destroy = () => session.destroy();
      })
      .catch(() => live && setError('Could not initialize chat session. User not identified.'));
    return () => {
      live = false;
      destroy();
    };
  }, [appId, signature, userId, name, conversationId]);
  return error ? <p role="alert">{error}</p> : <div ref={container} style={{ height: '70vh' }} data-testid="talkjs-inbox" />;
}
