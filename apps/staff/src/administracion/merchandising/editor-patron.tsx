import { useState } from 'react';
import { Controller } from 'react-hook-form';
import { DIAS_SEMANA, EntradaGuardarPatron } from '@talento/rules';
import { alFallarFormulario, Boton, notificar, Seleccion, useFormulario } from '@talento/ui';
import { trpc } from '../../trpc';
import type { RutasMercaderista } from './tipos';

const CamposPatron = EntradaGuardarPatron.pick({ dias: true });

/**
 * The merchandiser's weekly pattern: for each weekday the stores in visiting order (move up/down, remove, add one of
 * the active stores of their clients). Saving checks the version the screen loaded and rewrites the routes already
 * created from today on.
 */
export function EditorPatron({ rutas }: { rutas: RutasMercaderista }) {
  const utils = trpc.useUtils();
  const nombres = new Map(
    [...rutas.almacenes, ...rutas.patron.dias.flat()].map((a) => [a.almacenId, `${a.nombre} (${a.cliente})`]),
  );
  const { control, handleSubmit, setError, formState, refFormulario } = useFormulario(CamposPatron, {
    defaultValues: { dias: rutas.patron.dias.map((d) => d.map((a) => a.almacenId)) },
  });
  const guardar = trpc.administracion.merchandising.guardarPatron.useMutation({
    onSuccess: (r) => {
      notificar.exito(r.mensaje);
      void utils.administracion.merchandising.invalidate();
    },
    onError: alFallarFormulario(setError),
  });
  const enviar = handleSubmit((v) =>
    guardar.mutate({ usuarioId: rutas.mercaderista.id, version: rutas.patron.version, dias: v.dias }),
  );
  return (
    <form
      ref={refFormulario}
      noValidate
      aria-label="Ruta semanal"
      className="flex flex-col gap-3"
      onSubmit={(e) => void enviar(e)}
    >
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h2 className="text-lg font-semibold">Ruta semanal de {rutas.mercaderista.nombre}</h2>
        <Boton type="submit" cargando={guardar.isPending} disabled={!formState.isDirty}>
          Guardar ruta semanal
        </Boton>
      </div>
      <div className="grid gap-3 md:grid-cols-2 xl:grid-cols-4">
        {DIAS_SEMANA.map((nombreDia, i) => (
          <Controller
            key={nombreDia}
            control={control}
            name={`dias.${i}`}
            render={(r) => (
              <DiaPatron
                nombreDia={nombreDia}
                ids={r.field.value ?? []}
                onChange={r.field.onChange}
                nombres={nombres}
                opciones={rutas.almacenes}
                error={r.fieldState.error?.message}
              />
            )}
          />
        ))}
      </div>
    </form>
  );
}

function DiaPatron({
  nombreDia,
  ids,
  onChange,
  nombres,
  opciones,
  error,
}: {
  nombreDia: string;
  ids: number[];
  onChange: (ids: number[]) => void;
  nombres: Map<number, string>;
  opciones: RutasMercaderista['almacenes'];
  error?: string;
}) {
  const [nuevo, setNuevo] = useState<number | null>(null);
  const mover = (i: number, paso: number) => {
    const copia = [...ids];
    const [x] = copia.splice(i, 1);
    copia.splice(i + paso, 0, x!);
    onChange(copia);
  };
  return (
    // min-w-0: a fieldset is never narrower than its content by default, so a long store name in the select made it
    // overflow its grid column over the next day's (whose select then took the clicks on this day's "Agregar").
    <fieldset className="flex min-w-0 flex-col gap-2 rounded-lg border border-slate-200 p-3">
      <legend className="px-1 font-medium">{nombreDia}</legend>
      {ids.length ? (
        <ol className="flex list-decimal flex-col gap-1 pl-5 text-sm">
          {ids.map((id, i) => {
            const nombre = nombres.get(id) ?? String(id);
            return (
              <li key={id}>
                <span className="flex flex-wrap items-center justify-between gap-1">
                  <span>{nombre}</span>
                  <span className="flex gap-1">
                    <Boton
                      variante="secundario"
                      type="button"
                      aria-label={`Subir ${nombre} el ${nombreDia}`}
                      disabled={i === 0}
                      onClick={() => mover(i, -1)}
                    >
                      ↑
                    </Boton>
                    <Boton
                      variante="secundario"
                      type="button"
                      aria-label={`Bajar ${nombre} el ${nombreDia}`}
                      disabled={i === ids.length - 1}
                      onClick={() => mover(i, 1)}
                    >
                      ↓
                    </Boton>
                    <Boton
                      variante="secundario"
                      type="button"
                      aria-label={`Quitar ${nombre} del ${nombreDia}`}
                      onClick={() => onChange(ids.filter((x) => x !== id))}
                    >
                      ✕
                    </Boton>
                  </span>
                </span>
              </li>
            );
          })}
        </ol>
      ) : (
        <p className="text-sm text-slate-600">Sin visitas.</p>
      )}
      <div className="flex items-end gap-2">
        <div className="min-w-0 flex-1">
          <Seleccion
            etiqueta={`Agregar al ${nombreDia}`}
            vacia="Elija un almacén"
            valor={nuevo ?? ''}
            onChange={(v) => setNuevo(v === '' ? null : Number(v))}
            opciones={opciones
              .filter((a) => !ids.includes(a.almacenId))
              .map((a) => ({ valor: a.almacenId, etiqueta: `${a.nombre} (${a.cliente})` }))}
          />
        </div>
        <Boton
          variante="secundario"
          type="button"
          disabled={nuevo === null}
          onClick={() => {
            if (nuevo !== null) onChange([...ids, nuevo]);
            setNuevo(null);
          }}
        >
          Agregar
        </Boton>
      </div>
      {error && (
        <p role="alert" className="text-sm text-red-700">
          {error}
        </p>
      )}
    </fieldset>
  );
}
