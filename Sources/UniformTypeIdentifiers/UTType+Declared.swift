import Foundation

/// The system's declared types, as Apple declares them (identifier, what each conforms to,
/// filename extensions and MIME types).
extension UTType {
    /// `public.item`.
    public static let item = UTType(identifier: "public.item", parents: [], extensions: [], mimeTypes: [])
    /// `public.content`.
    public static let content = UTType(identifier: "public.content", parents: [], extensions: [], mimeTypes: [])
    /// `public.composite-content`.
    public static let compositeContent = UTType(identifier: "public.composite-content", parents: ["public.content"], extensions: [], mimeTypes: [])
    /// `public.data`.
    public static let data = UTType(identifier: "public.data", parents: ["public.item"], extensions: [], mimeTypes: ["application/octet-stream"])
    /// `public.directory`.
    public static let directory = UTType(identifier: "public.directory", parents: ["public.item"], extensions: [], mimeTypes: [])
    /// `public.folder`.
    public static let folder = UTType(identifier: "public.folder", parents: ["public.directory"], extensions: [], mimeTypes: [])
    /// `public.volume`.
    public static let volume = UTType(identifier: "public.volume", parents: ["public.folder"], extensions: [], mimeTypes: [])
    /// `com.apple.package`.
    public static let package = UTType(identifier: "com.apple.package", parents: ["public.directory"], extensions: [], mimeTypes: [])
    /// `com.apple.bundle` (.bundle).
    public static let bundle = UTType(identifier: "com.apple.bundle", parents: ["public.directory"], extensions: ["bundle"], mimeTypes: [])
    /// `public.url`.
    public static let url = UTType(identifier: "public.url", parents: ["public.data"], extensions: [], mimeTypes: [])
    /// `public.file-url`.
    public static let fileURL = UTType(identifier: "public.file-url", parents: ["public.url"], extensions: [], mimeTypes: [])
    /// `com.apple.bookmark`.
    public static let urlBookmarkData = UTType(identifier: "com.apple.bookmark", parents: ["public.data"], extensions: [], mimeTypes: [])
    /// `public.text`.
    public static let text = UTType(identifier: "public.text", parents: ["public.data", "public.content"], extensions: [], mimeTypes: ["text/*"])
    /// `public.plain-text` (.txt, .text).
    public static let plainText = UTType(identifier: "public.plain-text", parents: ["public.text"], extensions: ["txt", "text"], mimeTypes: ["text/plain"])
    /// `public.utf8-plain-text`.
    public static let utf8PlainText = UTType(identifier: "public.utf8-plain-text", parents: ["public.plain-text"], extensions: [], mimeTypes: ["text/plain;charset=utf-8"])
    /// `public.utf16-plain-text`.
    public static let utf16PlainText = UTType(identifier: "public.utf16-plain-text", parents: ["public.plain-text"], extensions: [], mimeTypes: [])
    /// `public.utf16-external-plain-text`.
    public static let utf16ExternalPlainText = UTType(identifier: "public.utf16-external-plain-text", parents: ["public.plain-text"], extensions: [], mimeTypes: [])
    /// `public.utf8-tab-separated-values-text`.
    public static let utf8TabSeparatedText = UTType(identifier: "public.utf8-tab-separated-values-text", parents: ["public.tab-separated-values-text"], extensions: [], mimeTypes: [])
    /// `public.tab-separated-values-text` (.tsv).
    public static let tabSeparatedText = UTType(identifier: "public.tab-separated-values-text", parents: ["public.delimited-values-text"], extensions: ["tsv"], mimeTypes: ["text/tab-separated-values"])
    /// `public.comma-separated-values-text` (.csv).
    public static let commaSeparatedText = UTType(identifier: "public.comma-separated-values-text", parents: ["public.delimited-values-text"], extensions: ["csv"], mimeTypes: ["text/csv", "text/comma-separated-values"])
    /// `public.delimited-values-text`.
    public static let delimitedText = UTType(identifier: "public.delimited-values-text", parents: ["public.text"], extensions: [], mimeTypes: [])
    /// `public.rtf` (.rtf).
    public static let rtf = UTType(identifier: "public.rtf", parents: ["public.text"], extensions: ["rtf"], mimeTypes: ["text/rtf"])
    /// `public.html` (.html, .htm).
    public static let html = UTType(identifier: "public.html", parents: ["public.text"], extensions: ["html", "htm"], mimeTypes: ["text/html"])
    /// `public.xml` (.xml).
    public static let xml = UTType(identifier: "public.xml", parents: ["public.text"], extensions: ["xml"], mimeTypes: ["application/xml", "text/xml"])
    /// `public.yaml` (.yaml, .yml).
    public static let yaml = UTType(identifier: "public.yaml", parents: ["public.text"], extensions: ["yaml", "yml"], mimeTypes: ["application/x-yaml"])
    /// `public.json` (.json).
    public static let json = UTType(identifier: "public.json", parents: ["public.text"], extensions: ["json"], mimeTypes: ["application/json"])
    /// `com.apple.property-list` (.plist).
    public static let propertyList = UTType(identifier: "com.apple.property-list", parents: ["public.data"], extensions: ["plist"], mimeTypes: [])
    /// `com.apple.xml-property-list`.
    public static let xmlPropertyList = UTType(identifier: "com.apple.xml-property-list", parents: ["public.xml", "com.apple.property-list"], extensions: [], mimeTypes: [])
    /// `com.apple.binary-property-list`.
    public static let binaryPropertyList = UTType(identifier: "com.apple.binary-property-list", parents: ["com.apple.property-list"], extensions: [], mimeTypes: [])
    /// `public.source-code`.
    public static let sourceCode = UTType(identifier: "public.source-code", parents: ["public.plain-text"], extensions: [], mimeTypes: [])
    /// `public.swift-source` (.swift).
    public static let swiftSource = UTType(identifier: "public.swift-source", parents: ["public.source-code"], extensions: ["swift"], mimeTypes: [])
    /// `public.c-source` (.c).
    public static let cSource = UTType(identifier: "public.c-source", parents: ["public.source-code"], extensions: ["c"], mimeTypes: [])
    /// `public.script`.
    public static let script = UTType(identifier: "public.script", parents: ["public.source-code"], extensions: [], mimeTypes: [])
    /// `com.netscape.javascript-source` (.js).
    public static let javaScript = UTType(identifier: "com.netscape.javascript-source", parents: ["public.script"], extensions: ["js"], mimeTypes: ["text/javascript"])
    /// `public.shell-script` (.sh).
    public static let shellScript = UTType(identifier: "public.shell-script", parents: ["public.script"], extensions: ["sh"], mimeTypes: ["application/x-sh"])
    /// `public.python-script` (.py).
    public static let pythonScript = UTType(identifier: "public.python-script", parents: ["public.script"], extensions: ["py"], mimeTypes: ["text/x-python-script"])
    /// `com.apple.log` (.log).
    public static let log = UTType(identifier: "com.apple.log", parents: ["public.plain-text"], extensions: ["log"], mimeTypes: [])
    /// `public.vcard` (.vcf, .vcard).
    public static let vCard = UTType(identifier: "public.vcard", parents: ["public.text"], extensions: ["vcf", "vcard"], mimeTypes: ["text/vcard", "text/x-vcard"])
    /// `com.apple.mail.email` (.eml).
    public static let emailMessage = UTType(identifier: "com.apple.mail.email", parents: ["public.message"], extensions: ["eml"], mimeTypes: ["message/rfc822"])
    /// `public.message`.
    public static let message = UTType(identifier: "public.message", parents: ["public.item"], extensions: [], mimeTypes: [])
    /// `public.contact`.
    public static let contact = UTType(identifier: "public.contact", parents: ["public.item"], extensions: [], mimeTypes: [])
    /// `public.calendar-event` (.ics).
    public static let calendarEvent = UTType(identifier: "public.calendar-event", parents: ["public.item"], extensions: ["ics"], mimeTypes: ["text/calendar"])
    /// `public.to-do-item`.
    public static let toDoItem = UTType(identifier: "public.to-do-item", parents: ["public.item"], extensions: [], mimeTypes: [])
    /// `public.image`.
    public static let image = UTType(identifier: "public.image", parents: ["public.data", "public.content"], extensions: [], mimeTypes: ["image/*"])
    /// `public.png` (.png).
    public static let png = UTType(identifier: "public.png", parents: ["public.image"], extensions: ["png"], mimeTypes: ["image/png"])
    /// `public.jpeg` (.jpeg, .jpg, .jpe).
    public static let jpeg = UTType(identifier: "public.jpeg", parents: ["public.image"], extensions: ["jpeg", "jpg", "jpe"], mimeTypes: ["image/jpeg"])
    /// `com.compuserve.gif` (.gif).
    public static let gif = UTType(identifier: "com.compuserve.gif", parents: ["public.image"], extensions: ["gif"], mimeTypes: ["image/gif"])
    /// `public.heic` (.heic).
    public static let heic = UTType(identifier: "public.heic", parents: ["public.heif-standard"], extensions: ["heic"], mimeTypes: ["image/heic"])
    /// `public.heif` (.heif).
    public static let heif = UTType(identifier: "public.heif", parents: ["public.heif-standard"], extensions: ["heif"], mimeTypes: ["image/heif"])
    /// `org.webmproject.webp` (.webp).
    public static let webP = UTType(identifier: "org.webmproject.webp", parents: ["public.image"], extensions: ["webp"], mimeTypes: ["image/webp"])
    /// `public.tiff` (.tiff, .tif).
    public static let tiff = UTType(identifier: "public.tiff", parents: ["public.image"], extensions: ["tiff", "tif"], mimeTypes: ["image/tiff"])
    /// `com.microsoft.bmp` (.bmp).
    public static let bmp = UTType(identifier: "com.microsoft.bmp", parents: ["public.image"], extensions: ["bmp"], mimeTypes: ["image/bmp"])
    /// `com.microsoft.ico` (.ico).
    public static let ico = UTType(identifier: "com.microsoft.ico", parents: ["public.image"], extensions: ["ico"], mimeTypes: ["image/vnd.microsoft.icon"])
    /// `com.apple.icns` (.icns).
    public static let icns = UTType(identifier: "com.apple.icns", parents: ["public.image"], extensions: ["icns"], mimeTypes: [])
    /// `public.svg-image` (.svg).
    public static let svg = UTType(identifier: "public.svg-image", parents: ["public.image", "public.xml"], extensions: ["svg"], mimeTypes: ["image/svg+xml"])
    /// `public.camera-raw-image` (.dng).
    public static let rawImage = UTType(identifier: "public.camera-raw-image", parents: ["public.image"], extensions: ["dng"], mimeTypes: [])
    /// `com.apple.live-photo`.
    public static let livePhoto = UTType(identifier: "com.apple.live-photo", parents: ["public.composite-content"], extensions: [], mimeTypes: [])
    /// `com.adobe.pdf` (.pdf).
    public static let pdf = UTType(identifier: "com.adobe.pdf", parents: ["public.data", "public.composite-content"], extensions: ["pdf"], mimeTypes: ["application/pdf"])
    /// `org.idpf.epub-container` (.epub).
    public static let epub = UTType(identifier: "org.idpf.epub-container", parents: ["public.data", "public.composite-content"], extensions: ["epub"], mimeTypes: ["application/epub+zip"])
    /// `public.presentation`.
    public static let presentation = UTType(identifier: "public.presentation", parents: ["public.composite-content"], extensions: [], mimeTypes: [])
    /// `public.spreadsheet`.
    public static let spreadsheet = UTType(identifier: "public.spreadsheet", parents: ["public.content"], extensions: [], mimeTypes: [])
    /// `public.database`.
    public static let database = UTType(identifier: "public.database", parents: ["public.item"], extensions: [], mimeTypes: [])
    /// `public.audiovisual-content`.
    public static let audiovisualContent = UTType(identifier: "public.audiovisual-content", parents: ["public.data", "public.content"], extensions: [], mimeTypes: [])
    /// `public.movie`.
    public static let movie = UTType(identifier: "public.movie", parents: ["public.audiovisual-content"], extensions: [], mimeTypes: ["video/*"])
    /// `public.video`.
    public static let video = UTType(identifier: "public.video", parents: ["public.movie"], extensions: [], mimeTypes: [])
    /// `public.audio`.
    public static let audio = UTType(identifier: "public.audio", parents: ["public.audiovisual-content"], extensions: [], mimeTypes: ["audio/*"])
    /// `com.apple.quicktime-movie` (.mov, .qt).
    public static let quickTimeMovie = UTType(identifier: "com.apple.quicktime-movie", parents: ["public.movie"], extensions: ["mov", "qt"], mimeTypes: ["video/quicktime"])
    /// `public.mpeg` (.mpg, .mpeg).
    public static let mpeg = UTType(identifier: "public.mpeg", parents: ["public.movie"], extensions: ["mpg", "mpeg"], mimeTypes: ["video/mpeg"])
    /// `public.mpeg-2-video` (.m2v).
    public static let mpeg2Video = UTType(identifier: "public.mpeg-2-video", parents: ["public.movie"], extensions: ["m2v"], mimeTypes: ["video/mpeg2"])
    /// `public.mpeg-4` (.mp4, .mpeg4).
    public static let mpeg4Movie = UTType(identifier: "public.mpeg-4", parents: ["public.movie"], extensions: ["mp4", "mpeg4"], mimeTypes: ["video/mp4"])
    /// `com.apple.protected-mpeg-4-video` (.m4v).
    public static let appleProtectedMPEG4Video = UTType(identifier: "com.apple.protected-mpeg-4-video", parents: ["public.mpeg-4"], extensions: ["m4v"], mimeTypes: [])
    /// `public.mp3` (.mp3).
    public static let mp3 = UTType(identifier: "public.mp3", parents: ["public.audio"], extensions: ["mp3"], mimeTypes: ["audio/mpeg"])
    /// `public.mpeg-4-audio` (.m4a).
    public static let mpeg4Audio = UTType(identifier: "public.mpeg-4-audio", parents: ["public.audio"], extensions: ["m4a"], mimeTypes: ["audio/mp4"])
    /// `com.microsoft.waveform-audio` (.wav, .wave).
    public static let wav = UTType(identifier: "com.microsoft.waveform-audio", parents: ["public.audio"], extensions: ["wav", "wave"], mimeTypes: ["audio/wav"])
    /// `public.aiff-audio` (.aiff, .aif).
    public static let aiff = UTType(identifier: "public.aiff-audio", parents: ["public.audio"], extensions: ["aiff", "aif"], mimeTypes: ["audio/aiff"])
    /// `public.midi-audio` (.mid, .midi).
    public static let midi = UTType(identifier: "public.midi-audio", parents: ["public.audio"], extensions: ["mid", "midi"], mimeTypes: ["audio/midi"])
    /// `public.playlist`.
    public static let playlist = UTType(identifier: "public.playlist", parents: ["public.item"], extensions: [], mimeTypes: [])
    /// `public.m3u-playlist` (.m3u, .m3u8).
    public static let m3uPlaylist = UTType(identifier: "public.m3u-playlist", parents: ["public.playlist", "public.text"], extensions: ["m3u", "m3u8"], mimeTypes: ["audio/mpegurl"])
    /// `public.archive`.
    public static let archive = UTType(identifier: "public.archive", parents: ["public.data"], extensions: [], mimeTypes: [])
    /// `public.zip-archive` (.zip).
    public static let zip = UTType(identifier: "public.zip-archive", parents: ["public.archive"], extensions: ["zip"], mimeTypes: ["application/zip"])
    /// `org.gnu.gnu-zip-archive` (.gz, .gzip).
    public static let gzip = UTType(identifier: "org.gnu.gnu-zip-archive", parents: ["public.archive"], extensions: ["gz", "gzip"], mimeTypes: ["application/gzip"])
    /// `public.bzip2-archive` (.bz2, .bzip2).
    public static let bz2 = UTType(identifier: "public.bzip2-archive", parents: ["public.archive"], extensions: ["bz2", "bzip2"], mimeTypes: ["application/x-bzip2"])
    /// `com.apple.archive` (.aar).
    public static let appleArchive = UTType(identifier: "com.apple.archive", parents: ["public.archive"], extensions: ["aar"], mimeTypes: [])
    /// `public.disk-image` (.dmg).
    public static let diskImage = UTType(identifier: "public.disk-image", parents: ["public.archive"], extensions: ["dmg"], mimeTypes: [])
    /// `public.executable`.
    public static let executable = UTType(identifier: "public.executable", parents: ["public.item"], extensions: [], mimeTypes: [])
    /// `public.unix-executable`.
    public static let unixExecutable = UTType(identifier: "public.unix-executable", parents: ["public.data", "public.executable"], extensions: [], mimeTypes: [])
    /// `com.apple.application`.
    public static let application = UTType(identifier: "com.apple.application", parents: ["public.executable"], extensions: [], mimeTypes: [])
    /// `com.apple.application-bundle` (.app).
    public static let applicationBundle = UTType(identifier: "com.apple.application-bundle", parents: ["com.apple.application", "com.apple.bundle"], extensions: ["app"], mimeTypes: [])
    /// `public.font`.
    public static let font = UTType(identifier: "public.font", parents: ["public.data", "public.content"], extensions: [], mimeTypes: [])
    /// `public.3d-content`.
    public static let threeDContent = UTType(identifier: "public.3d-content", parents: ["public.content"], extensions: [], mimeTypes: [])
    /// `com.pixar.universal-scene-description` (.usd).
    public static let usd = UTType(identifier: "com.pixar.universal-scene-description", parents: ["public.3d-content", "public.data"], extensions: ["usd"], mimeTypes: [])
    /// `com.pixar.universal-scene-description-mobile` (.usdz).
    public static let usdz = UTType(identifier: "com.pixar.universal-scene-description-mobile", parents: ["public.3d-content", "public.data", "public.zip-archive"], extensions: ["usdz"], mimeTypes: ["model/vnd.usdz+zip"])
    /// `com.apple.reality` (.reality).
    public static let realityFile = UTType(identifier: "com.apple.reality", parents: ["public.data", "public.3d-content"], extensions: ["reality"], mimeTypes: [])
    /// `public.symlink`.
    public static let symbolicLink = UTType(identifier: "public.symlink", parents: ["public.item"], extensions: [], mimeTypes: [])
    /// `com.apple.alias-file`.
    public static let aliasFile = UTType(identifier: "com.apple.alias-file", parents: ["public.data"], extensions: [], mimeTypes: [])
    /// `com.apple.internet-location`.
    public static let internetLocation = UTType(identifier: "com.apple.internet-location", parents: ["public.data"], extensions: [], mimeTypes: [])
    /// `com.microsoft.internet-shortcut` (.url).
    public static let internetShortcut = UTType(identifier: "com.microsoft.internet-shortcut", parents: ["public.data"], extensions: ["url"], mimeTypes: [])
    /// `com.microsoft.windows-executable` (.exe).
    public static let exe = UTType(identifier: "com.microsoft.windows-executable", parents: ["public.executable", "public.data"], extensions: ["exe"], mimeTypes: [])
    /// `com.apple.arobject` (.arobject).
    public static let arReferenceObject = UTType(identifier: "com.apple.arobject", parents: ["public.data"], extensions: ["arobject"], mimeTypes: [])
    /// `public.assembly-source` (.s).
    public static let assemblyLanguageSource = UTType(identifier: "public.assembly-source", parents: ["public.source-code"], extensions: ["s"], mimeTypes: [])
    /// `public.c-header` (.h).
    public static let cHeader = UTType(identifier: "public.c-header", parents: ["public.source-code"], extensions: ["h"], mimeTypes: [])
    /// `public.c-plus-plus-source` (.cpp, .cc, .cxx).
    public static let cPlusPlusSource = UTType(identifier: "public.c-plus-plus-source", parents: ["public.source-code"], extensions: ["cpp", "cc", "cxx"], mimeTypes: [])
    /// `public.objective-c-source` (.m).
    public static let objectiveCSource = UTType(identifier: "public.objective-c-source", parents: ["public.source-code"], extensions: ["m"], mimeTypes: [])
    /// `public.heif-standard`.
    static let heifStandard = UTType(identifier: "public.heif-standard", parents: ["public.image"], extensions: [], mimeTypes: [])

    /// Every declared type, in the order above (for lookups by tag, the first match wins).
    static let all: [UTType] = [.item, .content, .compositeContent, .data, .directory, .folder, .volume, .package, .bundle, .url, .fileURL, .urlBookmarkData, .text, .plainText, .utf8PlainText, .utf16PlainText, .utf16ExternalPlainText, .utf8TabSeparatedText, .tabSeparatedText, .commaSeparatedText, .delimitedText, .rtf, .html, .xml, .yaml, .json, .propertyList, .xmlPropertyList, .binaryPropertyList, .sourceCode, .swiftSource, .cSource, .script, .javaScript, .shellScript, .pythonScript, .log, .vCard, .emailMessage, .message, .contact, .calendarEvent, .toDoItem, .image, .png, .jpeg, .gif, .heic, .heif, .webP, .tiff, .bmp, .ico, .icns, .svg, .rawImage, .livePhoto, .pdf, .epub, .presentation, .spreadsheet, .database, .audiovisualContent, .movie, .video, .audio, .quickTimeMovie, .mpeg, .mpeg2Video, .mpeg4Movie, .appleProtectedMPEG4Video, .mp3, .mpeg4Audio, .wav, .aiff, .midi, .playlist, .m3uPlaylist, .archive, .zip, .gzip, .bz2, .appleArchive, .diskImage, .executable, .unixExecutable, .application, .applicationBundle, .font, .threeDContent, .usd, .usdz, .realityFile, .symbolicLink, .aliasFile, .internetLocation, .internetShortcut, .exe, .arReferenceObject, .assemblyLanguageSource, .cHeader, .cPlusPlusSource, .objectiveCSource, .heifStandard]

    /// The declared types by identifier (lower case).
    static let declared: [String: UTType] = Dictionary(all.map { ($0.identifier.lowercased(), $0) }, uniquingKeysWith: { first, _ in first })
}
