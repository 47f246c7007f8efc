import { useState } from 'react';
import { useParams, useSearchParams } from 'react-router';
import { DocumentoCita, MENSAJES_CITAS as M, mensajeDeError } from '@talento/rules';
import { aErrorDeServidor, EstadoVacio, Spinner, useIdRuta } from '@talento/ui';
import { trpc } from '../../trpc';
import { BuscarDocumento } from './buscar-documento';
import { FormularioCrearCita } from './formulario-crear';
import { FormularioReagendarCita } from './formulario-reagendar';
import type { CatalogosCita } from './tipos';

/** The refusal of a document search as the spec words it (its 400s carry the message), else the generic one. */
function negativaDe(error: unknown): string {
  const e = aErrorDeServidor(error);
  return e.status === 400 && e.detalle ? e.detalle : mensajeDeError(e).titulo;
}

/** `?documento=` (reception's "Crear cita" for a walk-in): a valid document is searched at once. */
function documentoInicial(parametros: URLSearchParams): string | null {
  const r = DocumentoCita.safeParse(parametros.get('documento') ?? '');
  return r.success ? r.data : null;
}

function CrearCita({ catalogos }: { catalogos: CatalogosCita }) {
  const [parametros] = useSearchParams();
  const [documento, setDocumento] = useState<string | null>(() => documentoInicial(parametros));
  // Refusals ("ya está contratado"…) are answers of this screen, shown under the box, not a failure toast.
  const busqueda = trpc.citas.buscarDocumento.useQuery(
    { documento: documento ?? '' },
    { enabled: documento !== null, retry: false, meta: { silencioso: true } },
  );
  const buscar = (nuevo: string) => {
    if (nuevo === documento) void busqueda.refetch();
    else setDocumento(nuevo);
  };
  const encontrado = documento !== null && !busqueda.isError ? busqueda.data : undefined;
  return (
    <>
      <BuscarDocumento
        onBuscar={buscar}
        inicial={documento ?? ''}
        buscando={busqueda.isFetching}
        negativa={busqueda.isError ? negativaDe(busqueda.error) : undefined}
      />
      {documento !== null && encontrado && (
        // A new document starts a new form (the person's fields differ).
        <FormularioCrearCita
          key={`${documento}:${encontrado.tipo}`}
          documento={documento}
          encontrado={encontrado}
          catalogos={catalogos}
        />
      )}
    </>
  );
}

function ReagendarCita({ idCita, catalogos }: { idCita: number; catalogos: CatalogosCita }) {
  const [parametros] = useSearchParams();
  const cita = trpc.citas.obtener.useQuery({ id: idCita });
  if (cita.isError) return <EstadoVacio mensaje={M.noEncontrada} />;
  if (!cita.data) return <Spinner />;
  return (
    <FormularioReagendarCita
      key={cita.data.version}
      cita={cita.data}
      catalogos={catalogos}
      desdeEstado2={parametros.get('desde') === 'estado2'}
    />
  );
}

/**
 * `/create-cita` (add_cita + add_candidatoespontaneo + add_requisitocitasjoincitas) and `/create-cita/:idCita`
 * (reschedule: add_cita + add_requisitocitasjoincitas). The entry guard (shell/pantallas/citas.ts) turns away a user
 * without them, with the spec's words; the server enforces them anyway.
 */
export default function Pagina() {
  // /create-cita/:idCita reschedules, even when the id is malformed (then it says the appointment does not exist).
  const reagendar = useParams().idCita !== undefined;
  const idCita = useIdRuta('idCita');
  const catalogos = trpc.citas.catalogos.useQuery();
  const titulo = reagendar ? 'Reagendar cita' : 'Crear cita';
  const cuerpo = (() => {
    if (reagendar && idCita === null) return <EstadoVacio mensaje={M.noEncontrada} />;
    if (catalogos.isError)
      return <EstadoVacio mensaje={mensajeDeError(aErrorDeServidor(catalogos.error)).titulo} />;
    if (!catalogos.data) return <Spinner />;
    return idCita !== null ? (
      <ReagendarCita idCita={idCita} catalogos={catalogos.data} />
    ) : (
      <CrearCita catalogos={catalogos.data} />
    );
  })();
  return (
    <div className="flex flex-col gap-4">
      <h1 className="text-xl font-semibold">{titulo}</h1>
      {cuerpo}
    </div>
  );
}
