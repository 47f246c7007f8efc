import type { SugeridosFac } from '../tipos';

/** Radio list of the groups suggested for the order's profile, then the base groups (only as a model for a new group). */
export function ListaGruposPedido({
  sugeridos,
  bases,
  elegido,
  onElegir,
}: {
  sugeridos: SugeridosFac['sugeridos'];
  bases: SugeridosFac['bases'];
  elegido: number | null;
  onElegir: (id: number) => void;
}) {
  return (
    <section className="flex flex-col gap-3 rounded-lg bg-white p-5 shadow-sm">
      {sugeridos.length > 0 && (
        <fieldset className="flex flex-col gap-2">
          <legend className="mb-2 text-sm font-semibold text-slate-800">
            Grupos sugeridos para el perfil
          </legend>
          {sugeridos.map((g) => (
            <label
              key={g.id}
              className="flex gap-3 rounded-md border border-slate-200 p-3 text-sm has-[:checked]:border-marca-500 has-[:checked]:bg-marca-50"
            >
              <input
                type="radio"
                name="grupo"
                value={g.id}
                checked={elegido === g.id}
                onChange={() => onElegir(g.id)}
              />
              <span className="flex flex-col gap-1">
                <span className="font-medium text-slate-800">
                  {g.nombre}
                  {g.definidoPerfil && (
                    <span className="ml-2 rounded bg-green-100 px-2 py-0.5 text-xs text-green-800">
                      Definido en el perfil
                    </span>
                  )}
                </span>
                <span className="text-xs text-slate-500">
                  Tags: {g.tags.map((t) => t.nombre).join(', ') || '—'}
                </span>
                <ul className="list-disc pl-5 text-xs text-slate-600">
                  {g.preguntas.map((p, i) => (
                    <li key={i}>{p}</li>
                  ))}
                </ul>
              </span>
            </label>
          ))}
        </fieldset>
      )}
      {bases.length > 0 && (
        <details open={sugeridos.length === 0}>
          <summary className="cursor-pointer text-sm font-semibold text-slate-800">
            Grupos base (para crear un grupo nuevo)
          </summary>
          <div className="mt-2 flex flex-col gap-2">
            {bases.map((g) => (
              <label
                key={g.id}
                className="flex items-center gap-3 rounded-md border border-slate-200 p-2 text-sm"
              >
                <input
                  type="radio"
                  name="grupo"
                  value={g.id}
                  checked={elegido === g.id}
                  onChange={() => onElegir(g.id)}
                />
                <span>
                  {g.nombre} <span className="text-xs text-slate-500">({g.preguntas} preguntas)</span>
                </span>
              </label>
            ))}
          </div>
        </details>
      )}
    </section>
  );
}
