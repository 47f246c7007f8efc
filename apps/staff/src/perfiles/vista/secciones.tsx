import {
  EDUCACION_PERFIL,
  ESTADO_CIVIL,
  ESTRATO,
  GENERO,
  HORARIO_TRABAJO,
  PERIODO_PAGO,
  RELACION_AREA,
  TIPO_PERFIL,
  TIPOLOGIA,
  formatoDinero,
  formatoFecha,
  formatoPorcentaje,
} from '@talento/rules';
import { columnasDe, Dato, Rejilla, Seccion, Tabla } from '@talento/ui';
import type { CatalogosPerfil, PerfilCompleto } from '../comun/tipos';

const nombres = (ids: readonly number[], items: readonly { id: number; nombre: string }[]) =>
  ids.map((id) => items.find((i) => i.id === id)?.nombre ?? `#${id}`).join(', ');
const codigos = (cods: readonly string[], lista: string, c: CatalogosPerfil) =>
  cods.map((x) => c.elEmpleo.find((e) => e.lista === lista && e.codigo === x)?.nombre ?? x).join(', ');

const porcentaje = ({ getValue }: { getValue: () => number }) => formatoPorcentaje(getValue(), 2);

const r = columnasDe<PerfilCompleto['responsabilidades'][number]>();
const COLUMNAS_RESPONSABILIDADES = r.columns([
  r.accessor('funcion', { header: 'Función' }),
  r.accessor('porcentaje', { header: '%', meta: { alinear: 'derecha' }, cell: porcentaje }),
  r.accessor('queHace', { header: 'Qué hace' }),
  r.accessor('comoHace', { header: 'Cómo lo hace' }),
  r.accessor('paraQueHace', { header: 'Para qué lo hace' }),
]);

const i = columnasDe<PerfilCompleto['indicadores'][number]>();
const COLUMNAS_INDICADORES = i.columns([
  i.accessor('nombre', { header: 'Nombre' }),
  i.accessor('formula', { header: 'Fórmula' }),
  i.accessor('peso', { header: 'Peso', meta: { alinear: 'derecha' }, cell: porcentaje }),
  i.accessor('periodicidad', { header: 'Periodicidad' }),
  i.accessor('meta', { header: 'Meta' }),
  i.accessor('objetivoProceso', { header: 'Objetivo del proceso' }),
]);

const a = columnasDe<PerfilCompleto['relacionesAreas'][number]>();
const COLUMNAS_RELACIONES = a.columns([
  a.accessor('area', { header: 'Área' }),
  a.accessor('proposito', { header: 'Propósito' }),
  a.accessor((x) => RELACION_AREA.etiqueta(x.relacion), { id: 'relacion', header: 'Relación' }),
]);

/** Every section of the profile, read-only (spec 02 §2 sections). */
export function SeccionesPerfil({
  perfil: p,
  catalogos: c,
}: {
  perfil: PerfilCompleto;
  catalogos: CatalogosPerfil;
}) {
  const caracteristicas = (tipo: number) =>
    nombres(
      p.caracteristicas.filter((id) => c.caracteristicas.find((x) => x.id === id)?.tipo === tipo),
      c.caracteristicas,
    );
  const padres = p.competencias.filter((id) => c.competencias.find((x) => x.id === id)?.padreId === null);
  return (
    <>
      <Seccion titulo="Identificación del cargo">
        <Rejilla>
          <Dato etiqueta="Cliente">{`${p.cliente.nombre} (${p.cliente.numeroDocumento})`}</Dato>
          <Dato etiqueta="Cargo">{`${p.cargo.codigo} · ${p.cargo.nombre}`}</Dato>
          <Dato etiqueta="Nombre del cargo">{p.nombreCargoPerfil}</Dato>
          <Dato etiqueta="Tipo de cargo">{p.tipoCargo?.nombre}</Dato>
          <Dato etiqueta="Tipo de prueba">{p.tipo === null ? null : TIPO_PERFIL.etiqueta(p.tipo)}</Dato>
          <Dato etiqueta="Tipología">{TIPOLOGIA.etiqueta(p.tipologia)}</Dato>
          <Dato etiqueta="Días de búsqueda pactados">{p.tiempoDiasBusqueda}</Dato>
          <Dato etiqueta="Perfil padre">
            {p.perfilPadre ? `${p.perfilPadre.id} · ${p.perfilPadre.nombreCargoPerfil}` : null}
          </Dato>
          <Dato etiqueta="Salario">{`${formatoDinero(p.salario)}${p.esSmmlv ? ' (SMMLV)' : ''}`}</Dato>
          <Dato etiqueta="Periodo de pago">{PERIODO_PAGO.etiqueta(p.periodoPago)}</Dato>
          <Dato etiqueta="Horario de trabajo">{HORARIO_TRABAJO.etiqueta(p.horarioTrabajo)}</Dato>
          <Dato etiqueta="Grupo de preguntas filtro">
            {p.fac
              ? `${p.fac.nombre}${p.fechaApruebaFac ? ` (${formatoFecha(p.fechaApruebaFac)})` : ''}`
              : null}
          </Dato>
          <Dato etiqueta="Misión del cargo" ancho>
            {p.misionCargoPerfil}
          </Dato>
        </Rejilla>
      </Seccion>
      <Seccion titulo="Datos básicos del solicitante">
        <Rejilla>
          <Dato etiqueta="Edad">
            {p.edadMinima !== null ? `${p.edadMinima} a ${p.edadMaxima ?? '—'} años` : 'No requerida'}
          </Dato>
          <Dato etiqueta="Género">{GENERO.etiqueta(p.genero)}</Dato>
          <Dato etiqueta="Lugar de residencia">
            {p.lugarResidencia
              ? `${p.lugarResidencia.nombre} (${p.lugarResidencia.departamento})`
              : 'No requerido'}
          </Dato>
          <Dato etiqueta="Lugar de nacimiento">
            {p.lugarNacimiento
              ? `${p.lugarNacimiento.nombre} (${p.lugarNacimiento.departamento})`
              : 'No requerido'}
          </Dato>
          <Dato etiqueta="Número de hijos">{p.numeroHijos ?? 'No requerido'}</Dato>
          <Dato etiqueta="Estado civil">{ESTADO_CIVIL.etiqueta(p.estadoCivil)}</Dato>
          <Dato etiqueta="Estrato">{ESTRATO.etiqueta(p.estrato)}</Dato>
          <Dato etiqueta="Educación">{EDUCACION_PERFIL.etiqueta(p.educacion)}</Dato>
          <Dato etiqueta="Tallas (blusa / pantalón / calzado)">
            {[p.tallaBlusa, p.tallaPantalon, p.tallaCalzado].map((t) => t ?? '—').join(' / ')}
          </Dato>
          <Dato etiqueta="Conocimientos técnicos" ancho>
            {p.conocimientosTecnicos}
          </Dato>
          <Dato etiqueta="Experiencia laboral" ancho>
            {p.experienciaLaboral}
          </Dato>
          <Dato etiqueta="Otras habilidades" ancho>
            {p.otrasHabilidades}
          </Dato>
        </Rejilla>
      </Seccion>
      <Seccion titulo="Ubicación organizacional y propósito">
        <Rejilla>
          <Dato etiqueta="Dirección">{p.direccion}</Dato>
          <Dato etiqueta="Gerencia">{p.gerencia}</Dato>
          <Dato etiqueta="Subgerencia">{p.subgerencia}</Dato>
          <Dato etiqueta="Coordinación">{p.coordinacion}</Dato>
          <Dato etiqueta="Qué hace" ancho>
            {p.queHace}
          </Dato>
          <Dato etiqueta="Cómo lo hace" ancho>
            {p.comoHace}
          </Dato>
          <Dato etiqueta="Para qué lo hace" ancho>
            {p.paraQueHace}
          </Dato>
        </Rejilla>
      </Seccion>
      <Seccion titulo="Responsabilidades">
        <Tabla
          etiqueta="Responsabilidades"
          columnas={COLUMNAS_RESPONSABILIDADES}
          datos={p.responsabilidades}
          altoLimitado={false}
        />
      </Seccion>
      <Seccion titulo="Indicadores">
        <Tabla
          etiqueta="Indicadores"
          columnas={COLUMNAS_INDICADORES}
          datos={p.indicadores}
          altoLimitado={false}
        />
      </Seccion>
      <Seccion titulo="Relaciones con otras áreas">
        <Tabla
          etiqueta="Relaciones con otras áreas"
          columnas={COLUMNAS_RELACIONES}
          datos={p.relacionesAreas}
          altoLimitado={false}
        />
      </Seccion>
      <Seccion titulo="Aptitudes, competencias, valores y riesgos">
        <Rejilla>
          <Dato etiqueta="Aptitudes y actitudes">{caracteristicas(2)}</Dato>
          <Dato etiqueta="Competencias generales">{caracteristicas(1)}</Dato>
          <Dato etiqueta="Riesgos">{caracteristicas(0)}</Dato>
          <Dato etiqueta="Otras actitudes" ancho>
            {p.otrasActitudes}
          </Dato>
          <Dato etiqueta="Competencias" ancho>
            {padres
              .map((id) => {
                const subs = p.competencias.filter(
                  (s) => c.competencias.find((x) => x.id === s)?.padreId === id,
                );
                return `${nombres([id], c.competencias)}${subs.length ? `: ${nombres(subs, c.competencias)}` : ''}`;
              })
              .join(' · ')}
          </Dato>
          <Dato etiqueta="Valores" ancho>
            {nombres(p.valores, c.valores)}
          </Dato>
        </Rejilla>
      </Seccion>
      <Seccion titulo="Multiposting, stock y observaciones">
        <Rejilla>
          <Dato etiqueta="Subnivel">
            {p.subnivelElEmpleo ? codigos([p.subnivelElEmpleo], 'subniveles', c) : null}
          </Dato>
          <Dato etiqueta="Profesiones">{codigos(p.profesionesElEmpleo, 'profesiones', c)}</Dato>
          <Dato etiqueta="Sectores">{codigos(p.sectoresElEmpleo, 'sectores', c)}</Dato>
          <Dato etiqueta="Posiciones">{codigos(p.posicionesElEmpleo, 'posiciones', c)}</Dato>
          <Dato etiqueta="Áreas de trabajo">{codigos(p.areasTrabajoElEmpleo, 'areas_trabajo', c)}</Dato>
          <Dato etiqueta="Categoría de stock">{p.categoriaStock?.nombre}</Dato>
          <Dato etiqueta="Observaciones" ancho>
            {p.observaciones}
          </Dato>
        </Rejilla>
      </Seccion>
    </>
  );
}
