import { useState } from 'react';
import { z } from 'zod';
import { formatoFecha, MENSAJES_CLIENTES_STOCK } from '@talento/rules';
import {
  Boton,
  CampoTexto,
  columnasDe,
  DialogoConfirmacion,
  notificar,
  Paginador,
  Tabla,
  useRecordado,
} from '@talento/ui';
import { Exportar } from '../../comun/exportar';
import { trpc } from '../../trpc';
import { ModalAgregarCliente } from './modal-agregar';
import type { FilaClienteStock } from './tipos';

const c = columnasDe<FilaClienteStock>();
const idFila = (f: FilaClienteStock) => String(f.id);

/** The search, remembered per user and screen. */
const Filtros = z.object({ texto: z.string().max(100) });

/**
 * `/stock/cliente-list` (`add_cliente_stock`): the clients of the user's scope that manage stock, with who enabled
 * it and when; add a client, or stop managing stock after confirming.
 */
export default function Pagina() {
  const [filtros, setFiltros] = useRecordado('stock-clientes', Filtros, () => ({ texto: '' }));
  const [texto, setTexto] = useState(filtros.texto);
  const [pagina, setPagina] = useState(1);
  const [agregando, setAgregando] = useState(false);
  const [quitando, setQuitando] = useState<FilaClienteStock | null>(null);
  const utils = trpc.useUtils();
  const entrada = { texto: filtros.texto || undefined };
  const consulta = trpc.stockClientes.listar.useQuery({ ...entrada, pagina });
  const quitar = trpc.stockClientes.quitar.useMutation({
    onSuccess: (r) => {
      notificar.exito(r.mensaje);
      void utils.stockClientes.listar.invalidate();
    },
    onSettled: () => setQuitando(null),
  });

  const columnas = c.columns([
    c.accessor('numeroDocumento', { header: 'NIT' }),
    c.accessor('nombre', { header: 'Cliente' }),
    c.accessor('implementacionPruebas', {
      header: 'Implementa pruebas',
      cell: ({ getValue }) => (getValue() ? 'Sí' : 'No'),
    }),
    c.accessor('usuario', { header: 'Habilitado por', cell: ({ getValue }) => getValue() ?? '—' }),
    c.accessor('fechaManejaStock', { header: 'Fecha', cell: ({ getValue }) => formatoFecha(getValue()) }),
    c.display({
      id: 'acciones',
      header: 'Acciones',
      cell: ({ row: { original: f } }) => (
        <Boton variante="peligro" aria-label={`Quitar de stock: ${f.nombre}`} onClick={() => setQuitando(f)}>
          Quitar de stock
        </Boton>
      ),
    }),
  ]);

  return (
    <div className="flex flex-col gap-4">
      <header className="flex flex-wrap items-end justify-between gap-3">
        <h1 className="text-xl font-semibold">Clientes en stock</h1>
        <div className="flex gap-2">
          <Exportar tipo="clientesStock" filtros={entrada} disabled={!consulta.data?.total} />
          <Boton onClick={() => setAgregando(true)}>Agregar cliente</Boton>
        </div>
      </header>
      <form
        role="search"
        aria-label="Buscar clientes en stock"
        className="flex flex-wrap items-end gap-4 rounded-lg bg-white p-4 shadow-sm"
        onSubmit={(e) => {
          e.preventDefault();
          setFiltros({ texto: texto.trim() });
          setPagina(1);
        }}
      >
        <CampoTexto
          etiqueta="Nombre o NIT"
          name="texto"
          maxLength={100}
          value={texto}
          onChange={(e) => setTexto(e.target.value)}
        />
        <Boton type="submit" variante="secundario">
          Buscar
        </Boton>
      </form>
      <Tabla
        etiqueta="Clientes en stock"
        columnas={columnas}
        datos={consulta.data?.filas}
        cargando={consulta.isLoading}
        vacio={MENSAJES_CLIENTES_STOCK.sinClientes}
        idFila={idFila}
        ordenable={false}
      />
      {consulta.data && (
        <Paginador pagina={consulta.data.pagina} paginas={consulta.data.paginas} onCambiar={setPagina} />
      )}
      <ModalAgregarCliente abierto={agregando} onCerrar={() => setAgregando(false)} />
      <DialogoConfirmacion
        abierto={quitando !== null}
        titulo="Quitar de stock"
        mensaje={quitando ? `¿${quitando.nombre} deja de manejar stock?` : ''}
        textoSi="Quitar de stock"
        peligro
        onSi={() => quitando && quitar.mutate({ clienteId: quitando.id })}
        onNo={() => setQuitando(null)}
      />
    </div>
  );
}
