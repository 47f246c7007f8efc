/** Working data of each demo client: cities, address, who authorises entry, contacts and profiles. */

export interface PerfilCliente {
  cargo: string;
  /** ESTADO_PERFIL: 0 created by the client, 1 created, 2 approved, 3 cancelled. */
  estado: 0 | 1 | 2 | 3;
  /** Optional profile name (defaults to the position). */
  nombre?: string;
}

export interface DatosCliente {
  documento: string;
  /** DANE codes; the first is the main city. */
  ciudades: string[];
  sector: string;
  direccion: string;
  autoriza: string;
  centroCosto: string;
  contactos: [nombre: string, correo: string][];
  perfiles: PerfilCliente[];
}

export const DATOS_CLIENTES: readonly DatosCliente[] = [
  {
    documento: '900123456',
    ciudades: ['11001', '25175', '25754'],
    sector: '2010',
    direccion: 'Autopista Norte # 232-35, Bodega 4',
    autoriza: 'Camila Torres',
    centroCosto: 'CC-LS-201',
    contactos: [
      ['Camila Torres', 'camila.torres@lasabana.demo'],
      ['Jorge Iván Pardo', 'jorge.pardo@lasabana.demo'],
      ['Gestión Humana La Sabana', 'gestionhumana@lasabana.demo'],
    ],
    perfiles: [
      { cargo: 'Auxiliar de bodega', estado: 2 },
      { cargo: 'Mercaderista', estado: 2 },
      { cargo: 'Conductor(a)', estado: 2, nombre: 'Conductor(a) de camión sencillo' },
      { cargo: 'Auxiliar de despachos', estado: 0 },
    ],
  },
  {
    documento: '890301234',
    ciudades: ['76001', '76520'],
    sector: '2020',
    direccion: 'Carrera 1 # 45-120, Zona Industrial Acopi',
    autoriza: 'Carlos Herrera',
    centroCosto: 'CC-TV-310',
    contactos: [
      ['Carlos Herrera', 'carlos.herrera@textilesdelvalle.demo'],
      ['Luz Marina Ocampo', 'luz.ocampo@textilesdelvalle.demo'],
    ],
    perfiles: [
      { cargo: 'Operario(a) de confección', estado: 2 },
      { cargo: 'Operario(a) de producción', estado: 2, nombre: 'Operario(a) de tintorería' },
      { cargo: 'Analista contable', estado: 2 },
      { cargo: 'Auxiliar de calidad', estado: 0 },
    ],
  },
  {
    documento: '901234567',
    ciudades: ['05001', '05088', '05360'],
    sector: '2010',
    direccion: 'Calle 10 Sur # 50FF-28, Guayabal',
    autoriza: 'Mauricio Restrepo',
    centroCosto: 'CC-LA-120',
    contactos: [['Mauricio Restrepo', 'mauricio.restrepo@logisticaandina.demo']],
    perfiles: [
      { cargo: 'Montacarguista', estado: 2 },
      { cargo: 'Auxiliar de bodega', estado: 2 },
      { cargo: 'Conductor(a)', estado: 1 },
    ],
  },
  {
    documento: '860012345',
    ciudades: ['11001', '25269'],
    sector: '2030',
    direccion: 'Calle 13 # 68-45, Zona Industrial Montevideo',
    autoriza: 'Adriana Beltrán',
    centroCosto: 'CC-AT-115',
    contactos: [['Adriana Beltrán', 'adriana.beltran@eltrigal.demo']],
    perfiles: [
      { cargo: 'Operario(a) de producción', estado: 2, nombre: 'Operario(a) de panificación' },
      { cargo: 'Auxiliar de calidad', estado: 2 },
    ],
  },
  {
    documento: '802004567',
    ciudades: ['08001', '08758', '13001'],
    sector: '2010',
    direccion: 'Vía 40 # 73-290, Barranquilla',
    autoriza: 'Rafael Polo',
    centroCosto: 'CC-CC-140',
    contactos: [['Rafael Polo', 'rafael.polo@caribe.demo']],
    perfiles: [
      { cargo: 'Asesor(a) comercial', estado: 2 },
      { cargo: 'Cajero(a)', estado: 2 },
    ],
  },
  {
    documento: '900876543',
    ciudades: ['68001', '68276'],
    sector: '2010',
    direccion: 'Obra Torres del Parque, Carrera 27 # 105-40',
    autoriza: 'Ing. Hernán Gómez',
    centroCosto: 'CC-CM-150',
    contactos: [['Hernán Gómez', 'hernan.gomez@construccionesmontana.demo']],
    perfiles: [
      { cargo: 'Auxiliar de obra', estado: 2 },
      { cargo: 'Almacenista', estado: 2 },
      { cargo: 'Auxiliar de obra', estado: 3, nombre: 'Auxiliar de obra nocturno' },
    ],
  },
  {
    documento: '890102030',
    ciudades: ['08001'],
    sector: '2040',
    direccion: 'Carrera 50 # 80-90, Barranquilla',
    autoriza: 'Dra. Patricia Núñez',
    centroCosto: 'CC-CS-140',
    contactos: [['Patricia Núñez', 'talento.humano@clinicadelnorte.demo']],
    perfiles: [
      { cargo: 'Auxiliar de enfermería', estado: 2 },
      { cargo: 'Recepcionista', estado: 2, nombre: 'Recepcionista de admisiones' },
      { cargo: 'Auxiliar de facturación', estado: 2 },
    ],
  },
  {
    documento: '901567890',
    ciudades: ['11001', '05001', '66001'],
    sector: '2030',
    direccion: 'Calle 93B # 11A-84, Bogotá',
    autoriza: 'Valentina Arango',
    centroCosto: 'CC-CF-110',
    contactos: [['Valentina Arango', 'valentina.arango@cafecordillera.demo']],
    perfiles: [
      { cargo: 'Barista', estado: 2 },
      { cargo: 'Cajero(a)', estado: 1 },
    ],
  },
  {
    documento: '830045678',
    ciudades: ['11001', '76001'],
    sector: '2050',
    direccion: 'Avenida Calle 26 # 69-76, Bogotá',
    autoriza: 'Coronel (r) Álvaro Medina',
    centroCosto: 'CC-SI-110',
    contactos: [['Álvaro Medina', 'operaciones@seguridadintegral.demo']],
    perfiles: [
      { cargo: 'Vigilante', estado: 2 },
      { cargo: 'Supervisor(a) de seguridad', estado: 2 },
    ],
  },
  {
    documento: '52345678',
    ciudades: ['11001'],
    sector: '2010',
    direccion: 'Calle 127 # 15-20, apto 502, Bogotá',
    autoriza: 'María Fernanda Rojas',
    centroCosto: 'CC-PN-110',
    contactos: [['María Fernanda Rojas', 'mafe.rojas@correo.demo']],
    perfiles: [
      { cargo: 'Auxiliar de servicios generales', estado: 2, nombre: 'Empleada(o) de servicio doméstico' },
      { cargo: 'Conductor(a)', estado: 1, nombre: 'Conductor(a) particular' },
    ],
  },
];
