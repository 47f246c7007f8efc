import { enGruposDeTres } from '@talento/rules';
import { Casilla, GrupoOpciones } from '@talento/ui';
import type { Ref } from 'react';
import type { ControlGrupo } from '@talento/ui';

interface Competencia {
  id: number;
  nombre: string;
  padreId: number | null;
}

/**
 * Parent competencies in groups of 3 (spec 01 §9), each with its sub-competencies under it; the configured limits
 * are said in the legend, before submitting.
 */
export function EleccionCompetencias({
  competencias,
  limites,
  valor,
  onChange,
  error,
  ref,
}: {
  competencias: readonly Competencia[];
  limites: { maxCompetencias: number; maxSubCompetencias: number };
  valor: readonly number[];
  onChange: (ids: number[]) => void;
  error?: string;
  ref?: Ref<ControlGrupo>;
}) {
  const padres = competencias.filter((c) => c.padreId === null);
  const alternar = (id: number, si: boolean) => {
    // Unticking a parent also unticks its sub-competencies.
    const hijos = competencias.filter((c) => c.padreId === id).map((c) => c.id);
    onChange(si ? [...valor, id] : valor.filter((x) => x !== id && !hijos.includes(x)));
  };
  return (
    <GrupoOpciones
      leyenda={`Competencias y subcompetencias (máximo ${limites.maxCompetencias} competencias y ${limites.maxSubCompetencias} subcompetencias)`}
      requerido
      error={error}
      ref={ref}
    >
      {(aria) =>
        enGruposDeTres(padres).map((grupo) => (
          <div key={grupo[0]!.id} className="grid gap-3 sm:grid-cols-3">
            {grupo.map((p) => (
              <div key={p.id} className="flex flex-col gap-1">
                <Casilla
                  etiqueta={p.nombre}
                  valor={valor.includes(p.id)}
                  onChange={(si) => alternar(p.id, si)}
                  {...aria}
                />
                <div className="ml-5 flex flex-col gap-1">
                  {competencias
                    .filter((s) => s.padreId === p.id)
                    .map((s) => (
                      <Casilla
                        key={s.id}
                        etiqueta={s.nombre}
                        valor={valor.includes(s.id)}
                        onChange={(si) => alternar(s.id, si)}
                        disabled={!valor.includes(p.id)}
                        {...aria}
                      />
                    ))}
                </div>
              </div>
            ))}
          </div>
        ))
      }
    </GrupoOpciones>
  );
}
