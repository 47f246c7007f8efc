import { z } from 'zod';
import { Typeahead, useRecordado } from '@talento/ui';
import { useBuscadores } from '../../catalogos/buscadores';
import { PestanaAlmacenes } from './almacenes';
import { PestanaMercaderistas } from './mercaderistas';
import { PestanaRegiones } from './regiones';
import { PestanaRutas } from './rutas';

const PESTANAS = [
  { clave: 'almacenes', titulo: 'Almacenes' },
  { clave: 'regiones', titulo: 'Regiones' },
  { clave: 'mercaderistas', titulo: 'Mercaderistas' },
  { clave: 'rutas', titulo: 'Rutas' },
] as const;
type ClavePestana = (typeof PESTANAS)[number]['clave'];

const Filtro = z.object({
  pestana: z.enum(['almacenes', 'regiones', 'mercaderistas', 'rutas']),
  cliente: z.object({ id: z.number(), etiqueta: z.string() }).nullable(),
  mercaderistaId: z.number().nullable(),
});
type Filtro = z.infer<typeof Filtro>;

/**
 * `/administracion/merchandising` (admin_merchandising): the field master data of merchandising in four tabs —
 * stores (with their point on the map), regions per client, merchandisers (their phones are enrolled on
 * /merchandising-dispositivos) and routes (weekly pattern, one-off changes, creating a week's routes). The client
 * filter and the tab are remembered.
 */
export default function Pagina() {
  const buscadores = useBuscadores();
  const [filtro, setFiltro] = useRecordado<Filtro>('administracion-merchandising', Filtro, () => ({
    pestana: 'almacenes',
    cliente: null,
    mercaderistaId: null,
  }));
  const clienteId = filtro.cliente?.id ?? null;
  const elegir = (pestana: ClavePestana) => setFiltro({ ...filtro, pestana });
  return (
    <div className="flex flex-col gap-4">
      <header className="flex flex-wrap items-end justify-between gap-3">
        <h1 className="text-xl font-semibold">Merchandising</h1>
        <div className="w-80">
          <Typeahead
            etiqueta="Cliente"
            placeholder="Todos los clientes"
            valor={filtro.cliente}
            onChange={(v) => setFiltro({ ...filtro, cliente: v ? { id: v.id, etiqueta: v.etiqueta } : null })}
            buscar={buscadores.clientes}
            minCaracteres={4}
          />
        </div>
      </header>
      <div
        role="tablist"
        aria-label="Datos de merchandising"
        className="flex gap-1 border-b border-slate-200"
      >
        {PESTANAS.map((p) => {
          const activa = filtro.pestana === p.clave;
          return (
            <button
              key={p.clave}
              type="button"
              role="tab"
              id={`pestana-${p.clave}`}
              aria-selected={activa}
              aria-controls={`panel-${p.clave}`}
              className={`-mb-px border-b-2 px-4 py-2 text-sm font-medium ${
                activa
                  ? 'border-blue-700 text-blue-800'
                  : 'border-transparent text-slate-600 hover:text-slate-900'
              }`}
              onClick={() => elegir(p.clave)}
            >
              {p.titulo}
            </button>
          );
        })}
      </div>
      <div role="tabpanel" id={`panel-${filtro.pestana}`} aria-labelledby={`pestana-${filtro.pestana}`}>
        {filtro.pestana === 'almacenes' && <PestanaAlmacenes cliente={filtro.cliente} />}
        {filtro.pestana === 'regiones' && <PestanaRegiones cliente={filtro.cliente} />}
        {filtro.pestana === 'mercaderistas' && (
          <PestanaMercaderistas
            clienteId={clienteId}
            onRutas={(id) => setFiltro({ ...filtro, pestana: 'rutas', mercaderistaId: id })}
          />
        )}
        {filtro.pestana === 'rutas' && (
          <PestanaRutas
            clienteId={clienteId}
            mercaderistaId={filtro.mercaderistaId}
            onMercaderista={(id) => setFiltro({ ...filtro, mercaderistaId: id })}
          />
        )}
      </div>
    </div>
  );
}
