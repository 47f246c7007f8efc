import { useState } from 'react';
import { formatoNumero, MENSAJES_MERCHANDISING_ADMIN as M } from '@talento/rules';
import {
  Boton,
  CampoTexto,
  columnasDe,
  DialogoConfirmacion,
  InsigniaEstado,
  mostrarError,
  notificar,
  Seleccion,
  type OpcionTypeahead,
  Tabla,
} from '@talento/ui';
import { Exportar } from '../../comun/exportar';
import { trpc } from '../../trpc';
import { ModalAlmacen } from './modal-almacen';
import type { AlmacenAdmin } from './tipos';

const c = columnasDe<AlmacenAdmin>();
const idFila = (a: AlmacenAdmin) => String(a.id);
const ESTADOS = [
  { valor: 'activos', etiqueta: 'Activos' },
  { valor: 'inactivos', etiqueta: 'Inactivos' },
  { valor: 'todos', etiqueta: 'Todos' },
];
const ACTIVO: Record<string, boolean | null> = { activos: true, inactivos: false, todos: null };
/** Coordinates as written in Colombia (decimal comma), six decimals at most. */
export const textoCoordenada = (n: number | null) => (n === null ? '' : formatoNumero(n, 6));
/** The stores of the client filter (or of every client in scope): list, export, create/edit, (de)activate. */
export function PestanaAlmacenes({ cliente }: { cliente: OpcionTypeahead | null }) {
  const clienteId = cliente?.id ?? null;
  const [texto, setTexto] = useState('');
  const [estado, setEstado] = useState('activos');
  const consulta = trpc.administracion.merchandising.almacenes.useQuery({
    clienteId,
    texto: texto.trim(),
    activo: ACTIVO[estado] ?? null,
  });
  const utils = trpc.useUtils();
  const [editando, setEditando] = useState<AlmacenAdmin | 'nuevo' | null>(null);
  const [desactivando, setDesactivando] = useState<AlmacenAdmin | null>(null);
  const activar = trpc.administracion.merchandising.activarAlmacen.useMutation({
    onSuccess: (r) => {
      notificar.exito(r.mensaje);
      void utils.administracion.merchandising.invalidate();
    },
    onError: (e) => mostrarError(e),
  });
  const filas = consulta.data?.filas;
  const columnas = c.columns([
    c.accessor('cliente', { header: 'Cliente' }),
    c.accessor('nombre', { header: 'Almacén' }),
    c.accessor('direccion', { header: 'Dirección' }),
    c.accessor((a) => a.ciudad ?? '', { id: 'ciudad', header: 'Ciudad' }),
    c.accessor((a) => a.region ?? '', { id: 'region', header: 'Región' }),
    c.display({
      id: 'punto',
      header: 'Coordenadas',
      cell: ({ row: { original: a } }) =>
        a.latitud === null ? (
          <span className="text-amber-800">Sin punto en el mapa</span>
        ) : (
          `${textoCoordenada(a.latitud)}; ${textoCoordenada(a.longitud)}`
        ),
    }),
    c.accessor('activo', {
      header: 'Estado',
      cell: ({ getValue }) => (
        <InsigniaEstado
          tono={getValue() ? 'exito' : 'neutro'}
          etiqueta={getValue() ? 'Activo' : 'Inactivo'}
        />
      ),
    }),
    c.display({
      id: 'acciones',
      header: 'Acciones',
      cell: ({ row: { original: a } }) => (
        <span className="flex flex-wrap gap-2">
          <Boton variante="secundario" aria-label={`Editar ${a.nombre}`} onClick={() => setEditando(a)}>
            Editar
          </Boton>
          {a.activo ? (
            <Boton
              variante="secundario"
              aria-label={`Desactivar ${a.nombre}`}
              onClick={() => setDesactivando(a)}
            >
              Desactivar
            </Boton>
          ) : (
            <Boton
              variante="secundario"
              aria-label={`Activar ${a.nombre}`}
              cargando={activar.isPending && activar.variables?.id === a.id}
              onClick={() => activar.mutate({ id: a.id, version: a.version, activo: true })}
            >
              Activar
            </Boton>
          )}
        </span>
      ),
    }),
  ]);
  return (
    <div className="flex flex-col gap-3 pt-3">
      <div className="flex flex-wrap items-end justify-between gap-3">
        <div className="flex flex-wrap items-end gap-3">
          <div className="w-72">
            <CampoTexto
              etiqueta="Buscar almacén o dirección"
              value={texto}
              maxLength={100}
              onChange={(e) => setTexto(e.target.value)}
            />
          </div>
          <div className="w-40">
            <Seleccion
              etiqueta="Estado"
              vacia={null}
              valor={estado}
              onChange={setEstado}
              opciones={ESTADOS}
            />
          </div>
        </div>
        <span className="flex gap-2">
          <Exportar
            tipo="almacenes"
            filtros={{ clienteId, texto: texto.trim(), activo: ACTIVO[estado] ?? null }}
            disabled={!filas?.length}
          />
          <Boton onClick={() => setEditando('nuevo')}>Nuevo almacén</Boton>
        </span>
      </div>
      {filas && filas.length >= (consulta.data?.limite ?? Infinity) && (
        <p className="text-sm text-amber-800">
          Se muestran los primeros {consulta.data?.limite} almacenes: filtre por cliente o por nombre.
        </p>
      )}
      <Tabla
        etiqueta="Almacenes"
        columnas={columnas}
        datos={filas}
        cargando={consulta.isLoading}
        vacio={M.sinAlmacenes}
        idFila={idFila}
        altoLimitado
      />
      {editando && (
        <ModalAlmacen
          key={editando === 'nuevo' ? 'nuevo' : editando.id}
          almacen={editando === 'nuevo' ? null : editando}
          cliente={cliente}
          onCerrar={() => setEditando(null)}
        />
      )}
      <DialogoConfirmacion
        abierto={desactivando !== null}
        titulo="Desactivar almacén"
        mensaje="El almacén seguirá en las rutas, llegadas y novedades anteriores, pero ya no se ofrecerá para las rutas nuevas ni se aceptarán llegadas a él. ¿Desea desactivarlo?"
        textoSi="Desactivar"
        peligro
        onSi={() => {
          if (desactivando)
            activar.mutate({ id: desactivando.id, version: desactivando.version, activo: false });
          setDesactivando(null);
        }}
        onNo={() => setDesactivando(null)}
      />
    </div>
  );
}
