import { useId } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { EntradaMarcarHv, formatoFechaHora, MENSAJES_HV_RESUMEN as M } from '@talento/rules';
import {
  aErrorDeServidor,
  avisarPrimerError,
  Boton,
  EstadoVacio,
  notificar,
  ponerErroresDelServidor,
  Seccion,
  Spinner,
} from '@talento/ui';
import { trpc } from '../../trpc';
import { useAvisoError } from './aviso-error';

/** Marks widget: select a mark type not yet applied + Enviar; list newest first with date and author. */
export function PanelMarcas({ candidatoId }: { candidatoId: number }) {
  const utils = trpc.useUtils();
  const idSelector = useId();
  const idError = useId();
  const form = useForm({
    resolver: zodResolver(EntradaMarcarHv),
    defaultValues: { candidatoId, tipoMarcaId: undefined },
  });
  const error = form.formState.errors.tipoMarcaId?.message;
  const marcas = trpc.hojasDeVida.marcas.useQuery({ candidatoId }, { meta: { silencioso: true } });
  const tipos = trpc.hojasDeVida.tiposMarca.useQuery({ candidatoId }, { meta: { silencioso: true } });
  useAvisoError(marcas.error, M.errorMarcas);
  useAvisoError(tipos.error, M.errorTiposMarca);
  const marcar = trpc.hojasDeVida.marcar.useMutation({
    onSuccess: (r) => {
      notificar.exito(r.mensaje);
      form.reset({ candidatoId, tipoMarcaId: undefined });
    },
    onError: async (e) => {
      ponerErroresDelServidor(e, form.setError);
      notificar.error(M.errorAgregarMarca, aErrorDeServidor(e).detalle);
      await utils.hojasDeVida.tiposMarca.invalidate({ candidatoId });
    },
  });
  const disponibles = (tipos.data ?? []).filter((t) => !t.aplicada);
  const enviar = form.handleSubmit((datos) => marcar.mutate(datos), avisarPrimerError);

  return (
    <Seccion titulo="Marcas">
      <form className="flex flex-col gap-2" noValidate onSubmit={(e) => void enviar(e)}>
        <div className="flex flex-col gap-1 text-sm text-slate-700">
          <label htmlFor={idSelector}>Marca</label>
          <select
            id={idSelector}
            className="rounded-md border border-slate-300 px-3 py-2"
            aria-invalid={error ? true : undefined}
            aria-required="true"
            aria-describedby={error ? idError : undefined}
            disabled={tipos.isLoading}
            {...form.register('tipoMarcaId', {
              setValueAs: (v: string) => (v === '' ? undefined : Number(v)),
            })}
          >
            <option value="">Seleccione una marca</option>
            {disponibles.map((t) => (
              <option key={t.id} value={t.id}>
                {t.nombre}
              </option>
            ))}
          </select>
          {error && (
            <span id={idError} className="text-xs text-red-600">
              {error}
            </span>
          )}
          {tipos.isError && <span className="text-xs text-red-600">{M.errorTiposMarca}</span>}
        </div>
        <div className="flex justify-end">
          <Boton type="submit" cargando={marcar.isPending}>
            Enviar
          </Boton>
        </div>
      </form>
      <div className="mt-5">
        {marcas.isLoading ? (
          <Spinner />
        ) : marcas.isError ? (
          <EstadoVacio mensaje={M.errorMarcas} />
        ) : (marcas.data ?? []).length === 0 ? (
          <EstadoVacio mensaje={M.sinMarcas} />
        ) : (
          <ul className="flex flex-col gap-2" aria-label="Lista de marcas">
            {(marcas.data ?? []).map((m) => (
              <li key={m.id} className="rounded-md border border-slate-200 p-3">
                <p className="text-sm font-medium text-slate-800">{m.nombre}</p>
                <p className="mt-1 flex flex-wrap gap-x-3 text-xs text-slate-500">
                  <span>{formatoFechaHora(m.fecha)}</span>
                  <span>{m.autor}</span>
                </p>
              </li>
            ))}
          </ul>
        )}
      </div>
    </Seccion>
  );
}
