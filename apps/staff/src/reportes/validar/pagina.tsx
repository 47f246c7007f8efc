import { useState } from 'react';
import {
  EntradaValidarIndicador,
  formatoFecha,
  hoyIso,
  MENSAJES_REPORTES as M,
  mensajeDeError,
  periodoValidacion,
  type EntradaValidarIndicador as Entrada,
} from '@talento/rules';
import {
  aErrorDeServidor,
  Boton,
  FallaDeCarga,
  notificar,
  Seleccion,
  SelectorFechaIso,
  Spinner,
} from '@talento/ui';
import { useUsuario } from '../../auth/use-sesion';
import { trpc } from '../../trpc';
import { CifrasPeriodo } from './cifras-periodo';
import { ListaValidados } from './lista-validados';

/** Spec 02 §9: only these flags choose the period; everyone else validates the last closed week. */
const PERMISOS_ELEGIR_FECHA = ['change_E2', 'change_encargado'];

/**
 * `/reporte-operaciones/validar-informe` (read_reportesOperaciones_todos), spec 02 §9 "search by parameters":
 * "Buscar" shows the branch's week (`reportes.periodoValidar`: service level, its terms, the funnel); "Validar"
 * freezes that week with who and when (`reportes.validar`); below, the validated periods.
 */
export default function Pagina() {
  const { permisos } = useUsuario();
  const eligeFecha = permisos.some((p) => PERMISOS_ELEGIR_FECHA.includes(p));
  const [sucursal, setSucursal] = useState('');
  const [fecha, setFecha] = useState('');
  const [errores, setErrores] = useState<{ sucursalId?: string; fecha?: string }>({});
  /** The parameters searched: "Validar" freezes exactly that period (changing a parameter asks to search again). */
  const [buscado, setBuscado] = useState<Entrada | null>(null);
  const sucursales = trpc.catalogos.sucursales.useQuery();
  const periodo = trpc.reportes.periodoValidar.useQuery(buscado ?? { sucursalId: 0 }, {
    enabled: buscado !== null,
    retry: false,
    meta: { silencioso: true },
  });
  const utils = trpc.useUtils();
  const validar = trpc.reportes.validar.useMutation({
    onSuccess: (v) => {
      notificar.exito(`Periodo validado: del ${formatoFecha(v.desde)} al ${formatoFecha(v.hasta)}.`);
      void utils.reportes.validados.invalidate();
      void utils.reportes.periodoValidar.invalidate();
      void utils.reportes.informeGeneral.invalidate();
    },
    // Its own toast (spec 02 §9) with the server's reason as detail, instead of the generic one.
    onError: (e) => {
      const { detalle } = mensajeDeError(aErrorDeServidor(e));
      notificar.error(M.errorValidar, detalle.join(' ') || undefined);
    },
  });
  const sucursalId = sucursal === '' ? undefined : Number(sucursal);

  const buscar = () => {
    const r = EntradaValidarIndicador.safeParse({
      sucursalId,
      fecha: eligeFecha && fecha !== '' ? fecha : undefined,
    });
    if (!r.success) {
      const campos = r.error.flatten().fieldErrors;
      setErrores({ sucursalId: campos.sucursalId?.[0], fecha: campos.fecha?.[0] });
      return;
    }
    // Only closed weeks are validated (the server checks it too): say so under the date before asking.
    const semana = r.data.fecha ? periodoValidacion(r.data.fecha, hoyIso()) : null;
    if (semana && semana.estado !== 'cerrada') {
      setErrores({
        fecha: semana.estado === 'futura' ? M.periodoFuturo : M.semanaAbierta(formatoFecha(semana.hasta)),
      });
      setBuscado(null);
      return;
    }
    setErrores({});
    setBuscado(r.data);
  };
  const cambiar = (aplicar: () => void) => {
    aplicar();
    setBuscado(null);
  };
  const falla = periodo.error
    ? mensajeDeError(aErrorDeServidor(periodo.error)).detalle.join(' ') || M.errorTraerIndicadores
    : null;

  return (
    <div className="flex flex-col gap-4">
      <h1 className="text-xl font-semibold">Validar informe de operaciones</h1>
      <section
        aria-label="Parámetros"
        className="flex flex-wrap items-end gap-3 rounded-lg bg-white p-5 shadow-sm"
      >
        <Seleccion
          etiqueta="Sucursal"
          name="sucursal"
          requerido
          valor={sucursal}
          onChange={(v) => cambiar(() => setSucursal(v))}
          error={errores.sucursalId}
          opciones={(sucursales.data ?? []).map((s) => ({ valor: s.id, etiqueta: s.nombre }))}
        />
        {eligeFecha ? (
          <SelectorFechaIso
            etiqueta="Fecha del periodo"
            name="fecha"
            valor={fecha}
            onChange={(f) => cambiar(() => setFecha(f ?? ''))}
            error={errores.fecha}
          />
        ) : (
          <p className="pb-2 text-sm text-slate-600">Se valida la semana anterior (la última cerrada).</p>
        )}
        <Boton variante="secundario" onClick={buscar} cargando={periodo.isFetching}>
          Buscar
        </Boton>
        {buscado && periodo.data && !periodo.data.validado && (
          <Boton onClick={() => validar.mutate(buscado)} cargando={validar.isPending}>
            Validar
          </Boton>
        )}
      </section>
      <p className="text-sm text-slate-600">
        El periodo es la semana de lunes a domingo de la fecha
        {eligeFecha ? ' elegida (sin fecha, la anterior)' : ''}. Solo se validan semanas cerradas. «Validar»
        congela las cifras que se muestran; si los datos cambiaron entre la búsqueda y la validación, se
        congelan las cifras de ese momento.
      </p>
      {buscado && periodo.isLoading && <Spinner />}
      {buscado && falla && <FallaDeCarga mensaje={falla} />}
      {buscado && periodo.data && <CifrasPeriodo periodo={periodo.data} />}
      <ListaValidados sucursalId={sucursalId} />
    </div>
  );
}
