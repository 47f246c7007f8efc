import { AYUDA_INFORME as ayuda, CLAVES_TERMINO_NIVEL } from '@talento/rules';

/** What each term of the service level counts, below the report in both portals (the definitions of packages/rules). */
export function AyudaNivel({ k }: { k: number }) {
  const t = ayuda.terminos;
  return (
    <details className="rounded-lg bg-white p-5 text-sm text-slate-700 shadow-sm">
      <summary className="cursor-pointer font-semibold text-slate-800">
        ¿Cómo se calculan el nivel de servicio y el puntaje?
      </summary>
      <p className="mt-3">{t.nivelServicio}</p>
      <dl className="mt-3 grid gap-x-4 gap-y-2 sm:grid-cols-[auto_1fr]">
        {[...CLAVES_TERMINO_NIVEL, 'K' as const].map((clave) => (
          <div key={clave} className="contents">
            <dt className="font-mono font-semibold">
              {clave === 'K' ? `K (= ${String(k).replace('.', ',')})` : clave}
            </dt>
            <dd>{t[clave]}</dd>
          </div>
        ))}
      </dl>
      <p className="mt-3">{ayuda.efectividadEnvio}</p>
      <p className="mt-1">{ayuda.puntajeGestion}</p>
    </details>
  );
}
