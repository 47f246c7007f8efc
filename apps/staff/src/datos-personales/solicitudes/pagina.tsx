import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { z } from 'zod';
import {
  ESTADO_SOLICITUD,
  formatoFecha,
  hoyIso,
  lunesDeSemana,
  MENSAJES_DATOS_PERSONALES as M,
  MOTIVO_SOLICITUD,
  sumarDias,
  TIPO_SOLICITUD,
} from '@talento/rules';
import {
  Boton,
  Casilla,
  CampoTexto,
  columnasDe,
  Paginador,
  Seleccion,
  Tabla,
  useRecordado,
} from '@talento/ui';
import { trpc } from '../../trpc';
import { ModalRegistrar } from './modal-registrar';
import { ModalSolicitud } from './modal-solicitud';
import { Plazo } from './plazo';
import type { FilaSolicitud } from './tipos';

const c = columnasDe<FilaSolicitud>();

const Filtros = z.object({
  estado: z.enum(['recibida', 'en_tramite', 'respondida']).nullable(),
  texto: z.string().max(100),
  estaSemana: z.boolean(),
});
const SIN_FILTROS: z.infer<typeof Filtros> = { estado: null, texto: '', estaSemana: false };

/**
 * `/datos-personales/solicitudes` (`admin_datos_personales`): consultas and reclamos of the people in the CVs, the
 * soonest due first, with their legal due date in business days; register one, open one to change its state and
 * owner, extend it once or record the answer.
 */
export default function Pagina() {
  const [filtros, setFiltros] = useRecordado('solicitudes-datos', Filtros, () => SIN_FILTROS);
  const [texto, setTexto] = useState(filtros.texto);
  const [pagina, setPagina] = useState(1);
  const [registrando, setRegistrando] = useState(false);
  const [parametros] = useSearchParams();
  // "Mis pendientes" links a request with ?abrir=id.
  const [abierta, setAbierta] = useState<number | null>(() => Number(parametros.get('abrir')) || null);
  const consulta = trpc.datosPersonales.solicitudes.listar.useQuery({
    estado: filtros.estado ?? undefined,
    texto: filtros.texto || undefined,
    vencenHasta: filtros.estaSemana ? sumarDias(lunesDeSemana(hoyIso()), 6) : undefined,
    pagina,
  });
  const filtrar = (cambio: Partial<z.infer<typeof Filtros>>) => {
    setFiltros({ ...filtros, ...cambio });
    setPagina(1);
  };

  const columnas = c.columns([
    c.accessor('id', {
      header: 'N.º',
      cell: ({ getValue }) => (
        <button
          type="button"
          className="font-medium text-marca-700 underline"
          onClick={() => setAbierta(getValue())}
        >
          {getValue()}
        </button>
      ),
    }),
    c.accessor('tipo', {
      header: 'Tipo',
      cell: ({ row: { original: f } }) =>
        `${TIPO_SOLICITUD.etiqueta(f.tipo)}: ${MOTIVO_SOLICITUD.etiqueta(f.motivo)}`,
    }),
    c.accessor('titularNombre', {
      header: 'Titular',
      cell: ({ row: { original: f } }) => `${f.titularNombre} (${f.titularDocumento})`,
    }),
    c.accessor('recibidaEn', { header: 'Recibida', cell: ({ getValue }) => formatoFecha(getValue()) }),
    c.accessor('venceEn', {
      header: 'Vence',
      cell: ({ row: { original: f } }) => <Plazo venceEn={f.venceEn} diasRestantes={f.diasRestantes} />,
    }),
    c.accessor('estado', {
      header: 'Estado',
      cell: ({ row: { original: f } }) =>
        `${ESTADO_SOLICITUD.etiqueta(f.estado)}${f.prorrogada ? ' (prorrogada)' : ''}`,
    }),
    c.accessor('responsable', { header: 'Responsable', cell: ({ getValue }) => getValue() ?? '—' }),
  ]);

  return (
    <div className="flex flex-col gap-4">
      <header className="flex flex-wrap items-end justify-between gap-3">
        <h1 className="text-xl font-semibold">Solicitudes de titulares</h1>
        <Boton onClick={() => setRegistrando(true)}>Registrar solicitud</Boton>
      </header>
      <form
        role="search"
        aria-label="Filtros de solicitudes"
        className="grid grid-cols-1 items-end gap-4 rounded-lg bg-white p-4 shadow-sm md:grid-cols-4"
        onSubmit={(e) => {
          e.preventDefault();
          filtrar({ texto: texto.trim() });
        }}
      >
        <Seleccion
          etiqueta="Estado"
          vacia="Todos"
          valor={filtros.estado}
          opciones={ESTADO_SOLICITUD.opciones}
          onChange={(v) => filtrar({ estado: (v || null) as z.infer<typeof Filtros>['estado'] })}
        />
        <CampoTexto
          etiqueta="Titular o documento"
          name="texto"
          maxLength={100}
          value={texto}
          onChange={(e) => setTexto(e.target.value)}
        />
        <Casilla
          etiqueta="Solo abiertas que vencen esta semana"
          valor={filtros.estaSemana}
          onChange={(estaSemana) => filtrar({ estaSemana })}
        />
        <div>
          <Boton type="submit" variante="secundario">
            Buscar
          </Boton>
        </div>
      </form>
      <Tabla
        etiqueta="Solicitudes de titulares"
        columnas={columnas}
        datos={consulta.data?.filas}
        cargando={consulta.isLoading}
        vacio={M.sinSolicitudes}
        idFila={(f) => String(f.id)}
        ordenable={false}
      />
      {consulta.data && (
        <Paginador pagina={consulta.data.pagina} paginas={consulta.data.paginas} onCambiar={setPagina} />
      )}
      <ModalRegistrar abierto={registrando} onCerrar={() => setRegistrando(false)} />
      <ModalSolicitud id={abierta} onCerrar={() => setAbierta(null)} />
    </div>
  );
}
