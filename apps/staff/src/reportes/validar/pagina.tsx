import { useState } from 'react';
import { EntradaValidarIndicador, formatoFecha, MENSAJES_REPORTES as M, mensajeDeError } from '@talento/rules';
import { aErrorDeServidor, Boton, notificar, Seleccion, SelectorFechaIso } from '@talento/ui';
import { useUsuario } from '../../auth/use-sesion';
import { trpc } from '../../trpc';
import { ListaValidados } from './lista-validados';

/** Spec 02 §9: only these flags choose the period; everyone else validates the current one. */
const PERMISOS_ELEGIR_FECHA = ['change_E2', 'change_encargado'];

/**
 * `/reporte-operaciones/validar-informe` (read_reportesOperaciones_todos): "Validar" freezes a branch's week with who
 * and when (`reportes.validar`); below, the validated periods.
 */
export default function Pagina() {
  const { permisos } = useUsuario();
  const eligeFecha = permisos.some((p) => PERMISOS_ELEGIR_FECHA.includes(p));
  const [sucursal, setSucursal] = useState('');
  const [fecha, setFecha] = useState('');
  const [errores, setErrores] = useState<{ sucursalId?: string; fecha?: string }>({});
  const sucursales = trpc.catalogos.sucursales.useQuery();
  const utils = trpc.useUtils();
  const validar = trpc.reportes.validar.useMutation({
    onSuccess: (v) => {
      notificar.exito(`Periodo validado: del ${formatoFecha(v.desde)} al ${formatoFecha(v.hasta)}.`);
      void utils.reportes.validados.invalidate();
      void utils.reportes.informeGeneral.invalidate();
    },
    // Its own toast (spec 02 §9) with the server's reason as detail, instead of the generic one.
    onError: (e) => {
      const { detalle } = mensajeDeError(aErrorDeServidor(e));
      notificar.error(M.errorValidar, detalle.join(' ') || undefined);
    },
  });
  const sucursalId = sucursal === '' ? undefined : Number(sucursal);

  const enviar = () => {
    const r = EntradaValidarIndicador.safeParse({ sucursalId, fecha: eligeFecha && fecha !== '' ? fecha : undefined });
    if (!r.success) {
      const campos = r.error.flatten().fieldErrors;
      setErrores({ sucursalId: campos.sucursalId?.[0], fecha: campos.fecha?.[0] });
      return;
    }
    setErrores({});
    validar.mutate(r.data);
  };

  return (
    <div className="flex flex-col gap-4">
      <h1 className="text-xl font-semibold">Validar informe de operaciones</h1>
      <section aria-label="Parámetros" className="flex flex-wrap items-end gap-3 rounded-lg bg-white p-5 shadow-sm">
        <Seleccion
          etiqueta="Sucursal"
          name="sucursal"
          requerido
          valor={sucursal}
          onChange={setSucursal}
          error={errores.sucursalId}
          opciones={(sucursales.data ?? []).map((s) => ({ valor: s.id, etiqueta: s.nombre }))}
        />
        {eligeFecha ? (
          <SelectorFechaIso etiqueta="Fecha del periodo" name="fecha" valor={fecha} onChange={(f) => setFecha(f ?? '')} error={errores.fecha} />
        ) : (
          <p className="pb-2 text-sm text-slate-600">Se valida la semana actual.</p>
        )}
        <Boton onClick={enviar} cargando={validar.isPending}>
          Validar
        </Boton>
      </section>
      <p className="text-sm text-slate-600">El periodo es la semana de lunes a domingo de la fecha{eligeFecha ? ' elegida (sin fecha, la actual)' : ''}.</p>
      <ListaValidados sucursalId={sucursalId} />
    </div>
  );
}
