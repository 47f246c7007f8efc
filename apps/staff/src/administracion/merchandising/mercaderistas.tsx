import { useState } from 'react';
import { Link } from 'react-router';
import { MENSAJES_MERCHANDISING_ADMIN as M } from '@talento/rules';
import { Boton, CampoTexto, columnasDe, Tabla } from '@talento/ui';
import { Exportar } from '../../comun/exportar';
import { trpc } from '../../trpc';
import { ModalMercaderista } from './modal-mercaderista';
import type { MercaderistaAdmin } from './tipos';

const c = columnasDe<MercaderistaAdmin>();
const idFila = (m: MercaderistaAdmin) => String(m.id);
/**
 * Active merchandisers (group Mercaderistas) of the clients in scope, with their active devices and the size of their
 * weekly pattern; creating one here makes a staff user in that group (Administración › Usuarios edits it later). The
 * phones are enrolled on /merchandising-dispositivos.
 */
export function PestanaMercaderistas({
  clienteId,
  onRutas,
}: {
  clienteId: number | null;
  onRutas: (id: number) => void;
}) {
  const [texto, setTexto] = useState('');
  const [creando, setCreando] = useState(false);
  const consulta = trpc.administracion.merchandising.mercaderistas.useQuery({
    clienteId,
    texto: texto.trim(),
  });
  const filas = consulta.data;
  const columnas = c.columns([
    c.accessor('nombre', { header: 'Mercaderista' }),
    c.accessor('username', { header: 'Usuario' }),
    c.accessor('email', { header: 'Correo' }),
    c.accessor((m) => m.clientes.join(', '), { id: 'clientes', header: 'Clientes' }),
    c.accessor('dispositivosActivos', {
      header: 'Dispositivos activos',
      cell: ({ getValue }) =>
        getValue() > 0 ? getValue() : <span className="text-amber-800">Sin dispositivo</span>,
    }),
    c.accessor('visitasSemana', { header: 'Visitas en la ruta semanal' }),
    c.display({
      id: 'acciones',
      header: 'Acciones',
      cell: ({ row: { original: m } }) => (
        <Boton variante="secundario" aria-label={`Rutas de ${m.nombre}`} onClick={() => onRutas(m.id)}>
          Rutas
        </Boton>
      ),
    }),
  ]);
  return (
    <div className="flex flex-col gap-3 pt-3">
      <div className="flex flex-wrap items-end justify-between gap-3">
        <div className="w-72">
          <CampoTexto
            etiqueta="Buscar mercaderista"
            value={texto}
            maxLength={100}
            onChange={(e) => setTexto(e.target.value)}
          />
        </div>
        <span className="flex flex-wrap items-center gap-2">
          <Link className="text-sm font-medium text-blue-800 underline" to="/merchandising-dispositivos">
            Enrolar un teléfono (Dispositivos)
          </Link>
          <Exportar
            tipo="mercaderistas"
            filtros={{ clienteId, texto: texto.trim() }}
            disabled={!filas?.length}
          />
          <Boton onClick={() => setCreando(true)}>Nuevo mercaderista</Boton>
        </span>
      </div>
      <Tabla
        etiqueta="Mercaderistas"
        columnas={columnas}
        datos={filas}
        cargando={consulta.isLoading}
        vacio={M.sinMercaderistas}
        idFila={idFila}
        altoLimitado
      />
      {creando && <ModalMercaderista onCerrar={() => setCreando(false)} />}
    </div>
  );
}
