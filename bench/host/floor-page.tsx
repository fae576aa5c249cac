// The bench's floor: the host page without the kit. React, a heading, a button and a plain
// dialog it opens, carrying the same test ids as the kit's button and modal so the bench
// times both the same way.
import { StrictMode, useEffect, useRef, useState } from 'react';
import { createRoot } from 'react-dom/client';

function PlainDialog({ onClose }: { onClose: () => void }) {
  const dialog = useRef<HTMLDialogElement>(null);
  useEffect(() => dialog.current?.showModal(), []);
  return (
    <dialog ref={dialog} data-testid="wk-modal" aria-labelledby="floor-title" onClose={onClose}>
      <h2 id="floor-title">Connect a wallet</h2>
      <button type="button" onClick={onClose}>
        Close
      </button>
    </dialog>
  );
}

function App() {
  const [open, setOpen] = useState(false);
  return (
    <>
      <h1>A host app</h1>
      <button type="button" data-testid="wk-connect-button" onClick={() => setOpen(true)}>
        Connect
      </button>
      {open && <PlainDialog onClose={() => setOpen(false)} />}
    </>
  );
}

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <App />
  </StrictMode>,
);
