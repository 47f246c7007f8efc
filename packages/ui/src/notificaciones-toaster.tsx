import { useEffect } from 'react';
import { Toaster } from 'sonner';

/** The toast area, loaded after the first paint (see notificaciones.tsx); `alMontar` runs once it listens. */
export default function ToasterTalento({ alMontar }: { alMontar: () => void }) {
  // A parent's effect runs after its children's: by now the Toaster has subscribed to new toasts.
  useEffect(alMontar, [alMontar]);
  return <Toaster position="top-right" richColors closeButton />;
}
