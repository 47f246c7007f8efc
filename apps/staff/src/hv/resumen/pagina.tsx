import { useEffect } from 'react';
import { Link, useSearchParams } from 'react-router';
import { MENSAJES_HV_RESUMEN } from '@talento/rules';
import { aErrorDeServidor, EstadoVacio, idDeRuta, notificar, Spinner, useIdRuta } from '@talento/ui';
import { PanelAutorizacion } from '../../datos-personales/hv/panel-autorizacion';
import { PanelAccesos } from '../../datos-personales/persona/panel-accesos';
import { trpc } from '../../trpc';
import { MenuOpciones, PanelRequisitos } from '../gestion';
import { EnlaceValidacion } from '../validacion/enlace-validacion';
import { Acordeones } from './acordeones';
import { Encabezado } from './encabezado';
import { BarraHub } from './hub/barra-hub';
import { Impresion } from './impresion';
import { useImpresionAuditada } from './impresion-auditada';
import { PanelComentarios } from './panel-comentarios';
import { PanelMarcas } from './panel-marcas';
import { PanelProcesos } from './panel-procesos';
import { PanelPruebas } from './panel-pruebas';
import { SeccionEducacion } from './seccion-educacion';
import { SeccionExperiencia } from './seccion-experiencia';
import { SeccionFamilia } from './seccion-familia';
import { SeccionGeneral, SeccionPersonal } from './seccion-personal';
import { Trazabilidad } from './trazabilidad';

/**
 * `/hv/:candidatoId` (optional `?pedido_id=`): the CV summary of spec 03 §2. The screen layout is hidden
 * when printing and the print-only layout (Impresion) is shown instead; the shell hides itself (`no-print`). Every
 * print of a loaded CV is audited, from «Opciones › Imprimir» or the browser (useImpresionAuditada).
 */
export default function Pagina() {
  const candidatoId = useIdRuta('candidatoId');
  const [parametros] = useSearchParams();
  const pedidoId = idDeRuta(parametros.get('pedido_id')) ?? undefined;
  const consulta = trpc.hojasDeVida.resumen.useQuery(
    { candidatoId: candidatoId ?? 0, ...(pedidoId ? { pedidoId } : {}) },
    { enabled: candidatoId !== null, meta: { silencioso: true }, retry: false },
  );
  const imprimir = useImpresionAuditada(consulta.data?.candidatoId ?? null);

  useEffect(() => {
    if (consulta.error)
      notificar.error(MENSAJES_HV_RESUMEN.errorConexion, aErrorDeServidor(consulta.error).detalle);
  }, [consulta.error]);

  if (candidatoId === null || consulta.error) {
    return (
      <EstadoVacio mensaje="No fue posible cargar la hoja de vida.">
        <Link to="/busqueda-palabra" className="mt-4 inline-block text-sm text-marca-700 hover:underline">
          Ir a la búsqueda de hojas de vida
        </Link>
      </EstadoVacio>
    );
  }
  if (!consulta.data) return <Spinner etiqueta="Cargando hoja de vida" />;
  const hv = consulta.data;

  return (
    <>
      <div className="flex flex-col gap-4 print:hidden">
        <BarraHub hv={hv} {...(pedidoId ? { pedidoId } : {})} />
        <div className="flex flex-wrap items-center justify-between gap-2">
          <p className="text-sm text-slate-500">Hoja de vida</p>
          <div className="flex flex-wrap items-center gap-2">
            <EnlaceValidacion candidatoId={hv.candidatoId} />
            <Trazabilidad candidatoId={hv.candidatoId} />
            <MenuOpciones
              candidatoId={hv.candidatoId}
              {...(pedidoId ? { pedidoId } : {})}
              onImprimir={imprimir}
            />
          </div>
        </div>
        <Encabezado hv={hv} />
        <div className="grid gap-4 lg:grid-cols-3">
          <div className="flex min-w-0 flex-col gap-4 lg:col-span-2">
            <SeccionPersonal hv={hv} />
            <SeccionGeneral hv={hv} />
            <SeccionExperiencia hv={hv} />
            <SeccionEducacion hv={hv} />
            <SeccionFamilia hv={hv} />
            <PanelRequisitos candidatoId={hv.candidatoId} />
            <PanelPruebas candidatoId={hv.candidatoId} {...(pedidoId ? { pedidoId } : {})} />
          </div>
          <aside className="flex min-w-0 flex-col gap-4">
            <PanelAutorizacion candidatoId={hv.candidatoId} />
            <PanelProcesos candidatoId={hv.candidatoId} />
            <PanelComentarios candidatoId={hv.candidatoId} />
            <PanelMarcas candidatoId={hv.candidatoId} />
            <PanelAccesos candidatoId={hv.candidatoId} />
          </aside>
        </div>
        <Acordeones hv={hv} />
      </div>
      <Impresion hv={hv} />
    </>
  );
}
