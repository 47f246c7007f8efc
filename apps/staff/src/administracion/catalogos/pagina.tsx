import { useMemo, useState } from 'react';
import { z } from 'zod';
import {
  CATALOGOS_ADMIN,
  CLAVES_CATALOGO_ADMIN,
  columnasCatalogoAdmin,
  filtrarEntradasCatalogo,
  MENSAJES_CATALOGOS_ADMIN as M,
  textoCampoCatalogo,
} from '@talento/rules';
import {
  Boton,
  CampoTexto,
  columnasDe,
  DialogoConfirmacion,
  InsigniaEstado,
  mostrarError,
  notificar,
  Seleccion,
  Tabla,
  useRecordado,
} from '@talento/ui';
import { Exportar } from '../../comun/exportar';
import { trpc } from '../../trpc';
import { ModalEntrada } from './modal-entrada';
import type { EntradaCatalogo } from './tipos';

const c = columnasDe<EntradaCatalogo>();
const idFila = (e: EntradaCatalogo) => String(e.id);
const OPCIONES = CLAVES_CATALOGO_ADMIN.map((k) => ({ valor: k, etiqueta: CATALOGOS_ADMIN[k].titulo }));
const Filtro = z.object({ catalogo: z.enum(CLAVES_CATALOGO_ADMIN), texto: z.string() });

/**
 * `/administracion/catalogos` (admin_catalogos): one screen for every catalogue of CATALOGOS_ADMIN — pick the
 * catalogue, see all its entries (active or not), add or edit one, deactivate or activate it. Nothing is deleted: a
 * deactivated entry stays on old records and is no longer offered; locked entries (the spec's rules use them) keep
 * their name and stay active.
 */
export default function Pagina() {
  const [filtro, setFiltro] = useRecordado<z.infer<typeof Filtro>>(
    'administracion-catalogos',
    Filtro,
    () => ({
      catalogo: 'ciudades',
      texto: '',
    }),
  );
  const clave = filtro.catalogo;
  const definicion = CATALOGOS_ADMIN[clave];
  const utils = trpc.useUtils();
  const consulta = trpc.administracion.catalogos.listar.useQuery({ catalogo: clave });
  const [editando, setEditando] = useState<EntradaCatalogo | 'nueva' | null>(null);
  const [desactivando, setDesactivando] = useState<EntradaCatalogo | null>(null);
  const alTerminar = (mensaje: string) => ({
    onSuccess: () => {
      notificar.exito(mensaje);
      void utils.administracion.catalogos.listar.invalidate();
    },
    onError: (e: Parameters<typeof mostrarError>[0]) => mostrarError(e),
  });
  const activar = trpc.administracion.catalogos.activar.useMutation(alTerminar(M.activada));
  const desactivar = trpc.administracion.catalogos.desactivar.useMutation(alTerminar(M.desactivada));

  const columnasDatos = columnasCatalogoAdmin(clave);
  const columnas = c.columns([
    ...columnasDatos.map((campo) =>
      c.accessor((e) => textoCampoCatalogo(campo, e), {
        id: campo.nombre,
        header: campo.etiqueta,
      }),
    ),
    c.accessor('activo', {
      header: 'Estado',
      cell: ({ row: { original: e } }) => (
        <span className="flex flex-wrap gap-1">
          <InsigniaEstado tono={e.activo ? 'exito' : 'neutro'} etiqueta={e.activo ? 'Activo' : 'Inactivo'} />
          {e.bloqueo && <InsigniaEstado tono="info" etiqueta="Lo usan las reglas" />}
        </span>
      ),
    }),
    c.display({
      id: 'acciones',
      header: 'Acciones',
      cell: ({ row: { original: e } }) => {
        const nombre = textoCampoCatalogo(
          columnasDatos.find((x) => x.nombre === 'nombre') ?? columnasDatos[0]!,
          e,
        );
        return (
          <span className="flex flex-wrap gap-2">
            <Boton variante="secundario" aria-label={`Editar ${nombre}`} onClick={() => setEditando(e)}>
              Editar
            </Boton>
            {e.activo ? (
              e.bloqueo === null && (
                <Boton
                  variante="secundario"
                  aria-label={`Desactivar ${nombre}`}
                  onClick={() => setDesactivando(e)}
                >
                  Desactivar
                </Boton>
              )
            ) : (
              <Boton
                variante="secundario"
                aria-label={`Activar ${nombre}`}
                cargando={activar.isPending && activar.variables?.id === e.id}
                onClick={() => activar.mutate({ catalogo: clave, id: e.id, version: e.version })}
              >
                Activar
              </Boton>
            )}
          </span>
        );
      },
    }),
  ]);

  const filas = useMemo(() => {
    const todas = consulta.data?.catalogo === clave ? consulta.data.entradas : undefined;
    return todas && filtrarEntradasCatalogo(clave, todas, filtro.texto);
  }, [consulta.data, clave, filtro.texto]);

  return (
    <div className="flex flex-col gap-4">
      <header className="flex flex-wrap items-end justify-between gap-3">
        <h1 className="text-xl font-semibold">Catálogos</h1>
        <span className="flex gap-2">
          <Exportar
            tipo="catalogos"
            filtros={{ catalogo: clave, texto: filtro.texto }}
            disabled={!filas?.length}
          />
          <Boton onClick={() => setEditando('nueva')}>
            {definicion.femenino ? 'Nueva' : 'Nuevo'} {definicion.singular}
          </Boton>
        </span>
      </header>
      <div className="flex flex-wrap items-end gap-3">
        <div className="w-72">
          <Seleccion
            etiqueta="Catálogo"
            vacia={null}
            valor={clave}
            onChange={(v) =>
              setFiltro({
                catalogo: CLAVES_CATALOGO_ADMIN.find((k) => k === v) ?? 'ciudades',
                texto: '',
              })
            }
            opciones={OPCIONES}
          />
        </div>
        <div className="w-72">
          <CampoTexto
            etiqueta="Buscar en la lista"
            value={filtro.texto}
            maxLength={100}
            onChange={(e) => setFiltro({ ...filtro, texto: e.target.value })}
          />
        </div>
      </div>
      <p className="text-sm text-slate-600">
        Una entrada desactivada sigue en los registros anteriores y ya no se ofrece en los formularios.
      </p>
      <Tabla
        etiqueta={definicion.titulo}
        columnas={columnas}
        datos={filas}
        cargando={consulta.isLoading}
        vacio={M.sinEntradas}
        idFila={idFila}
        altoLimitado
      />
      {editando && (
        <ModalEntrada
          key={`${clave}-${editando === 'nueva' ? 'nueva' : editando.id}`}
          clave={clave}
          entrada={editando === 'nueva' ? null : editando}
          onCerrar={() => setEditando(null)}
        />
      )}
      <DialogoConfirmacion
        abierto={desactivando !== null}
        titulo={`Desactivar ${definicion.singular}`}
        mensaje="La entrada seguirá en los registros anteriores y ya no se ofrecerá en los formularios. ¿Desea desactivarla?"
        textoSi="Desactivar"
        peligro
        onSi={() => {
          if (desactivando)
            desactivar.mutate({ catalogo: clave, id: desactivando.id, version: desactivando.version });
          setDesactivando(null);
        }}
        onNo={() => setDesactivando(null)}
      />
    </div>
  );
}
