import { useState } from 'react';
import { Controller } from 'react-hook-form';
import { GrupoOpciones, Spinner } from '@talento/ui';
import { trpc } from '../../trpc';
import { Seccion } from '../comun/campos';
import { useMarca } from '../comun/obligatorio';
import { useFormularioPerfil } from './campos-perfil';

interface Props {
  perfilId: number;
  /** Name of the current group (shown read-only to users who may not define it). */
  facActual: { id: number; nombre: string } | null;
  puedeDefinir: boolean;
}

/** Filter-question group of the profile: the profile's own groups suggested, plus a search of active groups. */
export function SeccionFac({ perfilId, facActual, puedeDefinir }: Props) {
  const o = useMarca();
  const { control } = useFormularioPerfil();
  const [texto, setTexto] = useState('');
  const sugeridos = trpc.perfiles.facsSugeridos.useQuery(
    { perfilId, texto: texto.trim().length >= 3 ? texto.trim() : undefined },
    { enabled: puedeDefinir },
  );
  if (!puedeDefinir)
    return (
      <Seccion titulo="Grupo de preguntas filtro" columnas={false}>
        <p className="text-sm text-slate-700">{facActual?.nombre ?? 'Sin definir'}</p>
      </Seccion>
    );
  const grupos = sugeridos.data ?? [];
  return (
    <Seccion titulo={`Grupo de preguntas filtro${o}`} columnas={false}>
      <label className="mb-3 flex max-w-md flex-col gap-1 text-sm font-medium text-slate-700">
        Buscar grupo por nombre
        <input
          value={texto}
          onChange={(e) => setTexto(e.target.value)}
          placeholder="Escriba al menos 3 caracteres"
          className="rounded-md border border-slate-300 px-3 py-2 text-sm font-normal outline-none focus:border-marca-500"
        />
      </label>
      <Controller
        control={control}
        name="facId"
        render={({ field, fieldState }) =>
          sugeridos.isLoading ? (
            <Spinner />
          ) : grupos.length === 0 ? (
            <>
              {fieldState.error?.message && (
                <p className="mb-2 text-xs text-red-600" role="alert">
                  {fieldState.error.message}
                </p>
              )}
              <p className="text-sm text-slate-500">
                El perfil no tiene grupos sugeridos; busque un grupo por nombre.
              </p>
            </>
          ) : (
            <GrupoOpciones
              leyenda="Grupos de preguntas filtro"
              leyendaOculta
              requerido
              error={fieldState.error?.message}
              ref={field.ref}
            >
              {(aria) =>
                grupos.map((g) => (
                  <label key={g.id} className="flex items-center gap-2 text-sm text-slate-700">
                    <input
                      type="radio"
                      name="fac"
                      {...aria}
                      checked={field.value === g.id}
                      onChange={() => field.onChange(g.id)}
                      onBlur={field.onBlur}
                      className="h-4 w-4 accent-marca-600"
                    />
                    {g.nombre} · {g.preguntas} preguntas{g.delPerfil ? ' (sugerido)' : ''}
                  </label>
                ))
              }
            </GrupoOpciones>
          )
        }
      />
    </Seccion>
  );
}
