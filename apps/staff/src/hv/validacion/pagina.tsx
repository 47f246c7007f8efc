import { useEffect } from 'react';
import { formatoFecha, MENSAJES_HV_RESUMEN, NO_REGISTRA } from '@talento/rules';
import {
  aErrorDeServidor,
  Dato,
  EstadoVacio,
  notificar,
  Rejilla,
  Seccion,
  Spinner,
  useIdRuta,
} from '@talento/ui';
import { trpc } from '../../trpc';
import { Foto } from '../resumen/foto';
import type { ResumenHv } from '../resumen/tipos';
import { ListaDocumentos } from '../resumen/enlace-documento';

const unir = (partes: (string | null | undefined)[]) => partes.filter(Boolean).join(' · ');

function DatosAVerificar({ hv }: { hv: ResumenHv }) {
  const p = hv.personal;
  return (
    <Seccion titulo="Datos a verificar">
      <Rejilla vacio={NO_REGISTRA}>
        <Dato etiqueta="Nombre completo">{hv.nombreCompleto}</Dato>
        <Dato etiqueta="Tipo de documento">{p.tipoDocumento}</Dato>
        <Dato etiqueta="Número de documento">{p.numeroDocumento}</Dato>
        <Dato etiqueta="Fecha de expedición">{formatoFecha(p.fechaExpedicion)}</Dato>
        <Dato etiqueta="Lugar de expedición">{p.lugarExpedicion}</Dato>
        <Dato etiqueta="Fecha de nacimiento">{formatoFecha(p.fechaNacimiento)}</Dato>
        <Dato etiqueta="Nacionalidad">{p.nacionalidad}</Dato>
        <Dato etiqueta="Licencia de conducción">
          {p.licencia.tiene
            ? unir([p.licencia.categoria && `Categoría ${p.licencia.categoria}`, p.licencia.numero]) || 'Sí'
            : 'No'}
        </Dato>
        <Dato etiqueta="Libreta militar">
          {p.libretaMilitar.tiene
            ? unir([p.libretaMilitar.clase && `Clase ${p.libretaMilitar.clase}`, p.libretaMilitar.numero]) ||
              'Sí'
            : 'No'}
        </Dato>
      </Rejilla>
    </Seccion>
  );
}

function Documentos({ hv }: { hv: ResumenHv }) {
  return (
    <Seccion titulo="Documentos cargados">
      <div className="text-sm">
        <ListaDocumentos hv={hv} />
      </div>
    </Seccion>
  );
}

/**
 * `/hv/:candidatoId/validar-documentos`: window opened from the CV summary (spec 03 §2) to check the
 * candidate's identity data (left) against the uploaded documents and face photo (right). No main menu.
 */
export default function Pagina() {
  const candidatoId = useIdRuta('candidatoId');
  const consulta = trpc.hojasDeVida.resumen.useQuery(
    { candidatoId: candidatoId ?? 0 },
    { enabled: candidatoId !== null, meta: { silencioso: true }, retry: false },
  );

  useEffect(() => {
    if (consulta.error)
      notificar.error(MENSAJES_HV_RESUMEN.errorConexion, aErrorDeServidor(consulta.error).detalle);
  }, [consulta.error]);

  if (candidatoId === null || consulta.error)
    return <EstadoVacio mensaje="No fue posible cargar la hoja de vida." />;
  if (!consulta.data) return <Spinner etiqueta="Cargando hoja de vida" />;
  const hv = consulta.data;

  return (
    <div className="mx-auto flex max-w-6xl flex-col gap-4">
      <header className="flex flex-wrap items-center justify-between gap-2">
        <div>
          <h1 className="text-xl font-semibold text-slate-900">Validación de documentos</h1>
          <p className="text-sm text-slate-600">{hv.nombreCompleto}</p>
        </div>
        <div className="print:hidden">
          <button
            type="button"
            className="rounded-md border border-slate-300 bg-white px-3 py-1.5 text-sm text-slate-700 hover:bg-slate-50"
            onClick={() => window.print()}
          >
            Imprimir
          </button>
        </div>
      </header>
      <div className="grid gap-4 md:grid-cols-2 print:grid-cols-2">
        <DatosAVerificar hv={hv} />
        <div className="flex min-w-0 flex-col gap-4">
          <Documentos hv={hv} />
          {hv.tieneFoto && (
            <Seccion titulo="Foto de rostro">
              <Foto candidatoId={hv.candidatoId} tieneFoto nombre={hv.nombreCompleto} className="h-56 w-48" />
            </Seccion>
          )}
        </div>
      </div>
    </div>
  );
}
