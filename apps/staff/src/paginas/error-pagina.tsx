import { useMemo, useState } from 'react';
import { Link } from 'react-router';
import { MENSAJES } from '@talento/rules';
import { MENU } from '../shell/menu';

/** /error: the 404 page with a search box over the app's sections. */
export function ErrorPagina() {
  const [texto, setTexto] = useState('');
  const resultados = useMemo(() => {
    const q = texto.trim().toLowerCase();
    if (q.length < 2) return [];
    return MENU.flatMap((g) => g.entradas.map((e) => ({ ...e, grupo: g.titulo }))).filter(
      (e) => e.titulo.toLowerCase().includes(q) || e.grupo.toLowerCase().includes(q),
    );
  }, [texto]);
  return (
    <main className="flex min-h-screen flex-col items-center justify-center gap-6 p-6 text-center">
      <p className="text-6xl font-bold text-marca-600">404</p>
      <h1 className="text-xl">{MENSAJES.shell.paginaNoExiste}</h1>
      <input
        type="search"
        aria-label="Buscar"
        placeholder="Buscar una sección…"
        value={texto}
        onChange={(e) => setTexto(e.target.value)}
        className="w-full max-w-sm rounded-md border border-slate-300 px-3 py-2"
      />
      <ul className="text-sm">
        {resultados.map((r) => (
          <li key={r.ruta}>
            <Link className="text-marca-700 hover:underline" to={r.ruta}>
              {r.grupo} · {r.titulo}
            </Link>
          </li>
        ))}
      </ul>
      <Link to="/dashboard" className="text-sm text-marca-700 hover:underline">
        Ir al inicio
      </Link>
    </main>
  );
}
