import { useMemo, useState } from 'react';
import { z } from 'zod';
import {
  BusquedaPalabraSchema,
  formatoPorcentaje,
  leerFilasBusqueda,
  MENSAJES_BUSQUEDA,
} from '@talento/rules';
import { Boton, EstadoVacio, Paginador, Spinner, useAvisoDeFalla, useFormulario } from '@talento/ui';
import { trpc } from '../../../trpc';
import { FormularioBusqueda } from './formulario-busqueda';

const FormularioPalabra = z.object({ texto: BusquedaPalabraSchema.shape.texto });

/**
 * "Buscar por nombre o palabra clave": the CV database's keyword search (`busqueda.palabra`, the same procedure,
 * permission, ranking and pages as the search screen), each person with "Agregar". Availability is checked
 * when adding: the server refuses a person in process with its Spanish message.
 */
export function BusquedaPalabra({
  onAgregar,
  agregando,
}: {
  onAgregar: (candidatoId: number) => void;
  agregando: number | null;
}) {
  const [busqueda, setBusqueda] = useState({ texto: '', pagina: 1 });
  const { register, handleSubmit, formState, refFormulario } = useFormulario(FormularioPalabra, {
    defaultValues: { texto: '' },
  });
  const consulta = trpc.busqueda.palabra.useQuery(busqueda, {
    enabled: busqueda.texto !== '',
    meta: { silencioso: true },
    placeholderData: (previos) => previos,
  });
  useAvisoDeFalla(consulta.error, MENSAJES_BUSQUEDA.sinResultados);
  const filas = useMemo(
    () => (consulta.data ? leerFilasBusqueda(consulta.data.filasJson) : []),
    [consulta.data],
  );
  const buscar = handleSubmit((datos) => setBusqueda({ texto: datos.texto, pagina: 1 }));

  return (
    <div className="flex flex-col gap-3">
      <FormularioBusqueda
        refFormulario={refFormulario}
        onBuscar={(e) => void buscar(e)}
        campo={{
          etiqueta: 'Nombre o palabra clave',
          ...register('texto'),
          error: formState.errors.texto?.message,
        }}
      />
      {consulta.isFetching && <Spinner />}
      {consulta.data && filas.length === 0 && <EstadoVacio mensaje={MENSAJES_BUSQUEDA.sinResultados} />}
      {filas.length > 0 && (
        <ul
          aria-label="Personas encontradas"
          className="flex max-h-80 flex-col gap-2 overflow-y-auto"
          tabIndex={0}
        >
          {filas.map((f) => (
            <li
              key={f.candidatoId}
              aria-label={f.nombre}
              className="flex items-start justify-between gap-3 rounded-md border border-slate-200 p-3"
            >
              <div className="text-sm">
                <p className="font-medium text-slate-800">{f.nombre}</p>
                <p className="text-slate-600">
                  CC {f.numeroDocumento} · HV {formatoPorcentaje(f.porcentajeTotal)}
                  {f.profesiones.length > 0 && ` · ${f.profesiones.join(', ')}`}
                </p>
              </div>
              <Boton
                variante="secundario"
                cargando={agregando === f.candidatoId}
                disabled={agregando !== null}
                onClick={() => onAgregar(f.candidatoId)}
              >
                Agregar
              </Boton>
            </li>
          ))}
        </ul>
      )}
      {consulta.data && (
        <Paginador
          etiqueta="Páginas de personas encontradas"
          pagina={consulta.data.pagina}
          paginas={consulta.data.paginas}
          onCambiar={(pagina) => setBusqueda((b) => ({ ...b, pagina }))}
        />
      )}
    </div>
  );
}
