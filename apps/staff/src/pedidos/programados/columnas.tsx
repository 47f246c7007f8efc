import { formatoFechaHora, programacionBloqueada } from '@talento/rules';
import { Boton, columnasDe } from '@talento/ui';
import { CasillaPrueba } from './casilla-prueba';
import { EstadoLlamada } from './llamada-plataforma';
import { NOMBRE_PRUEBA } from './nombres-pruebas';
import type { CodigoPrueba, FilaProgramado, Programados } from './tipos';
import { EnlaceHv } from '../../comun/enlaces';

const c = columnasDe<FilaProgramado>();
const PRUEBAS: readonly CodigoPrueba[] = ['FAC', 'DETAC', 'COMPETENCIAS', 'IDISC', 'VALORES', 'ENTREVISTA'];
const fecha = (f: Date | null) => (f ? formatoFechaHora(f) : '—');

export interface AccionesFilas {
  definidas: Programados['definidas'];
  /** The user may invite and tick (read_pedido_definir_pruebas). */
  puede: boolean;
  /** The change being saved: its row's checkboxes wait, its own shows the new value meanwhile. */
  enCurso: { programadoId: number; prueba: CodigoPrueba; programada: boolean } | null;
  marcar: (fila: FilaProgramado, prueba: CodigoPrueba, programada: boolean) => void;
  programarEntrevista: (fila: FilaProgramado) => void;
}

/** The columns of `/pedido-programados`: who, when, each test's checkbox, the latest platform call, the row action. */
export function columnasProgramados(a: AccionesFilas) {
  return c.columns([
    // Long addresses and names wrap: at 1440 px every column, the platform status and the actions included, fits.
    c.accessor('correo', { header: 'Correo', meta: { claseCelda: 'max-w-[13rem] break-all' } }),
    c.accessor('candidato', {
      header: 'Candidato',
      meta: { claseCelda: 'max-w-[11rem]' },
      cell: ({ getValue }) => {
        const candidato = getValue();
        return candidato ? (
          <EnlaceHv candidatoId={candidato.id}>{candidato.nombre}</EnlaceHv>
        ) : (
          'Sin hoja de vida'
        );
      },
    }),
    c.display({
      id: 'fechas',
      header: 'Fechas',
      cell: ({ row: { original: f } }) => (
        <dl className="text-xs">
          <dt className="text-slate-500">Programado</dt>
          <dd className="whitespace-nowrap">{fecha(f.programaPruebaFecha)}</dd>
          <dt className="text-slate-500">Informó resultados</dt>
          <dd className="whitespace-nowrap">{fecha(f.fechaInformaPrueba)}</dd>
        </dl>
      ),
    }),
    ...PRUEBAS.map((prueba) =>
      c.display({
        id: prueba,
        header: NOMBRE_PRUEBA[prueba],
        cell: ({ row: { original: f } }) => (
          <CasillaPrueba
            prueba={prueba}
            correo={f.correo}
            estado={f.estados[prueba]}
            definida={a.definidas[prueba]}
            editable={a.puede && a.enCurso?.programadoId !== f.id}
            marcaEnCurso={
              a.enCurso?.programadoId === f.id && a.enCurso.prueba === prueba
                ? a.enCurso.programada
                : undefined
            }
            onMarcar={(programada) => a.marcar(f, prueba, programada)}
          />
        ),
      }),
    ),
    c.display({
      id: 'plataforma',
      header: 'Plataforma de pruebas',
      cell: ({ row: { original: f } }) => <EstadoLlamada llamada={f.llamada} sinLlamada="Sin envíos" />,
    }),
    ...(a.puede && a.definidas.ENTREVISTA
      ? [
          c.display({
            id: 'acciones',
            header: 'Acciones',
            // A presented interview is done: nothing left to schedule.
            cell: ({ row: { original: f } }) =>
              programacionBloqueada(f.estados.ENTREVISTA) ? null : (
                <Boton
                  variante="texto"
                  className="px-1 py-0.5 text-left"
                  onClick={() => a.programarEntrevista(f)}
                  aria-label={`Programar entrevista de ${f.correo}`}
                >
                  Programar entrevista
                </Boton>
              ),
          }),
        ]
      : []),
  ]);
}
