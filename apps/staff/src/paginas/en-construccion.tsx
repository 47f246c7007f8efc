import { Link } from 'react-router';
import { MENSAJES } from '@talento/rules';

/** Clear placeholder for areas that later issues build (never a broken screen). */
export function EnConstruccion({ titulo }: { titulo: string }) {
  return (
    <section className="mx-auto max-w-xl rounded-lg bg-white p-8 text-center shadow-sm">
      <h1 className="text-xl font-semibold">{titulo}</h1>
      <p className="mt-3 text-slate-600">
        {MENSAJES.shell.enConstruccion}: esta sección estará disponible en una próxima versión.
      </p>
      <Link to="/dashboard" className="mt-6 inline-block text-sm text-marca-700 hover:underline">
        Volver al inicio
      </Link>
    </section>
  );
}
