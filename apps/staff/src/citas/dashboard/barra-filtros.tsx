import { useState } from 'react';
import { MENSAJES_CITAS, RAZON_ENTREVISTA } from '@talento/rules';
import { Boton, CampoTexto, Seleccion, SelectorFechaIso, Typeahead } from '@talento/ui';
import { useBuscadores } from '../../catalogos/buscadores';
import type { EstadoFiltrosCita } from './filtros';
import { filtrosSecundariosEnUso, permisosDeFiltro } from './filtros';
import type { CatalogosCita } from './tipos';

interface Props {
  filtros: EstadoFiltrosCita;
  onCambiar: (cambio: Partial<EstadoFiltrosCita>) => void;
  onLimpiar: () => void;
  catalogos: CatalogosCita | undefined;
  permisos: readonly string[];
}

const numero = (v: string): number | null => (v === '' ? null : Number(v));
const ORDENES = [
  { valor: 'entrevista_desc', etiqueta: 'Entrevista más reciente primero' },
  { valor: 'entrevista_asc', etiqueta: 'Entrevista más antigua primero' },
  { valor: 'candidato_asc', etiqueta: 'Candidato (A–Z)' },
  { valor: 'candidato_desc', etiqueta: 'Candidato (Z–A)' },
] as const;
const SI_NO = [
  { valor: 'si', etiqueta: 'Sí' },
  { valor: 'no', etiqueta: 'No' },
] as const;
const CAMPOS_FECHA = [
  { valor: 'entrevista', etiqueta: 'Fecha de la entrevista' },
  { valor: 'creacion', etiqueta: 'Fecha de creación' },
] as const;

/**
 * Filters of /dashboard-cita. State 2, the date range and its field show only with change_E2 or change_encargado;
 * person in charge and city only with change_encargado (spec 03 §2, §6).
 */
export function BarraFiltrosCita({ filtros, onCambiar, onLimpiar, catalogos, permisos }: Props) {
  const buscadores = useBuscadores();
  const puede = permisosDeFiltro(permisos);
  // The name applies on "Buscar" (not on each key), the other filters at once.
  const [nombre, setNombre] = useState(filtros.nombreCandidato);
  const [documento, setDocumento] = useState(filtros.documento);
  const [comentario, setComentario] = useState(filtros.comentario);
  const [reagenda, setReagenda] = useState(filtros.reagendaCita);
  const personas = (catalogos?.encargados ?? []).map((u) => ({ valor: u.id, etiqueta: u.nombre }));
  // The less used filters fold away so the list starts above the fold at 1024 px; open when one of them is in use.
  const activos = filtrosSecundariosEnUso(filtros, puede);
  const [abiertos, setAbiertos] = useState(activos > 0);
  return (
    <form
      role="search"
      aria-label="Filtros de citas"
      className="grid grid-cols-1 items-end gap-4 rounded-lg bg-white p-4 shadow-sm md:grid-cols-3 lg:grid-cols-4"
      onSubmit={(e) => {
        e.preventDefault();
        onCambiar({
          nombreCandidato: nombre.trim(),
          documento: documento.trim(),
          comentario: comentario.trim(),
          reagendaCita: reagenda.trim(),
        });
      }}
    >
      <CampoTexto
        etiqueta="Nombre del candidato"
        name="nombreCandidato"
        maxLength={100}
        value={nombre}
        onChange={(e) => setNombre(e.target.value)}
      />
      <CampoTexto
        etiqueta="Documento del candidato"
        name="documento"
        inputMode="numeric"
        maxLength={20}
        value={documento}
        onChange={(e) => setDocumento(e.target.value)}
        error={/^\d*$/.test(documento.trim()) ? undefined : MENSAJES_CITAS.documentoInvalido}
      />
      <Typeahead
        etiqueta="Cliente"
        name="cliente"
        valor={filtros.cliente}
        onChange={(cliente) => onCambiar({ cliente })}
        buscar={buscadores.clientes}
        minCaracteres={4}
      />
      <Seleccion
        etiqueta="Estado 1"
        name="estado1"
        vacia="Todos"
        valor={filtros.estado1}
        onChange={(v) => onCambiar({ estado1: numero(v) })}
        opciones={(catalogos?.estados1 ?? []).map((e) => ({ valor: e.id, etiqueta: e.nombre }))}
      />
      <Seleccion
        etiqueta="Ordenar por"
        name="orden"
        vacia={null}
        valor={filtros.orden}
        onChange={(v) => onCambiar({ orden: ORDENES.find((o) => o.valor === v)?.valor ?? 'entrevista_desc' })}
        opciones={ORDENES}
      />
      <div className="flex flex-wrap gap-2">
        <Boton type="submit" variante="secundario">
          Buscar
        </Boton>
        <Boton
          type="button"
          variante="secundario"
          aria-expanded={abiertos}
          aria-controls="filtros-cita-mas"
          onClick={() => setAbiertos((a) => !a)}
        >
          {abiertos ? 'Menos filtros' : activos > 0 ? `Más filtros (${activos} en uso)` : 'Más filtros'}
        </Boton>
        <Boton
          type="button"
          variante="secundario"
          onClick={() => {
            setNombre('');
            setDocumento('');
            setComentario('');
            setReagenda('');
            onLimpiar();
          }}
        >
          Limpiar filtros
        </Boton>
      </div>
      {abiertos && (
        <div
          id="filtros-cita-mas"
          className="col-span-full grid grid-cols-1 items-end gap-4 md:grid-cols-3 lg:grid-cols-4"
        >
          <Seleccion
            etiqueta="Razón"
            name="razonEntrevista"
            vacia="Todas"
            valor={filtros.razonEntrevista}
            onChange={(v) => onCambiar({ razonEntrevista: numero(v) })}
            opciones={RAZON_ENTREVISTA.opciones}
          />
          <Seleccion
            etiqueta="Creada por"
            name="usuarioCreadorId"
            vacia="Todos"
            valor={filtros.usuarioCreadorId}
            onChange={(v) => onCambiar({ usuarioCreadorId: numero(v) })}
            opciones={personas}
          />
          <Seleccion
            etiqueta="Sucursal"
            name="sucursalId"
            vacia="Todas"
            valor={filtros.sucursalId}
            onChange={(v) => onCambiar({ sucursalId: numero(v) })}
            opciones={(catalogos?.sucursales ?? []).map((s) => ({ valor: s.id, etiqueta: s.nombre }))}
          />
          <CampoTexto
            etiqueta="Comentario"
            name="comentario"
            maxLength={100}
            value={comentario}
            onChange={(e) => setComentario(e.target.value)}
          />
          <CampoTexto
            etiqueta="Reagenda la cita N.º"
            name="reagendaCita"
            inputMode="numeric"
            maxLength={9}
            value={reagenda}
            onChange={(e) => setReagenda(e.target.value)}
            error={/^\d*$/.test(reagenda.trim()) ? undefined : MENSAJES_CITAS.numeroCitaInvalido}
          />
          <Seleccion
            etiqueta="Correo enviado"
            name="correoEnviado"
            vacia="Todos"
            valor={filtros.correoEnviado === null ? null : filtros.correoEnviado ? 'si' : 'no'}
            onChange={(v) => onCambiar({ correoEnviado: v === '' ? null : v === 'si' })}
            opciones={SI_NO}
          />
          {puede.encargadoYCiudad && (
            <>
              <Typeahead
                etiqueta="Ciudad"
                name="ciudad"
                valor={filtros.ciudad}
                onChange={(ciudad) => onCambiar({ ciudad })}
                buscar={buscadores.ciudades}
                minCaracteres={3}
              />
              <Seleccion
                etiqueta="Encargado"
                name="encargadoId"
                vacia="Todos"
                valor={filtros.encargadoId}
                onChange={(v) => onCambiar({ encargadoId: numero(v) })}
                opciones={personas}
              />
            </>
          )}
          {puede.estado2YFechas && (
            <>
              <Seleccion
                etiqueta="Estado 2"
                name="estado2"
                vacia="Todos"
                valor={filtros.estado2}
                onChange={(v) => onCambiar({ estado2: numero(v) })}
                opciones={(catalogos?.estados2 ?? []).map((e) => ({ valor: e.id, etiqueta: e.nombre }))}
              />
              <Seleccion
                etiqueta="Campo de fecha"
                name="campoFecha"
                vacia={null}
                valor={filtros.campoFecha}
                onChange={(v) => onCambiar({ campoFecha: v === 'creacion' ? 'creacion' : 'entrevista' })}
                opciones={CAMPOS_FECHA}
              />
              <SelectorFechaIso
                etiqueta="Desde"
                name="desde"
                valor={filtros.desde}
                vacio={null}
                onChange={(desde) => onCambiar({ desde })}
              />
              <SelectorFechaIso
                etiqueta="Hasta"
                name="hasta"
                valor={filtros.hasta}
                vacio={null}
                onChange={(hasta) => onCambiar({ hasta })}
              />
            </>
          )}
        </div>
      )}
    </form>
  );
}
