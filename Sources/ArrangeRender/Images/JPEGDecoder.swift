import CJPEG
import Foundation
#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// JPEG through libjpeg(-turbo): baseline and progressive, greyscale, YCbCr/RGB and CMYK/YCCK,
/// converted to 8-bit RGBA, with the EXIF orientation applied (as `UIImage(named:)` does).
///
/// **How libjpeg's errors are survived.** libjpeg reports a fatal error by calling the error
/// manager's `error_exit`, which must not return: the default prints and calls `exit()`, and a
/// handler that simply returned would let libjpeg carry on with corrupt state. C programs
/// `longjmp` out of it, which Swift cannot do (it has no `setjmp`), and validating every marker
/// beforehand in Swift would have to repeat every check libjpeg makes — any one missed would end
/// the process. So each decode runs on a thread of its own, and `error_exit` records libjpeg's
/// message and ends *that thread* with `pthread_exit`. The caller waits for the thread
/// (`pthread_join`), reads what happened, and releases libjpeg's memory with
/// `jpeg_destroy_decompress`, exactly as a C program does after its `longjmp`. The decoding
/// thread touches only raw memory the caller owns (no reference-counted Swift values), so
/// abandoning its frames leaks nothing. A thread costs some tens of microseconds, small next to
/// decoding, and decoded files are cached (`ImageCache`). With a C target the package could
/// instead `setjmp` in C; this keeps the decoder inside the existing targets.
///
/// Warnings (corrupt entropy-coded data, a truncated file: libjpeg fills what is missing with
/// grey) keep the image and are returned with it.
enum JPEGDecoder {
    static func hasSignature(_ data: Data) -> Bool {
        data.count >= 3 && data[data.startIndex] == 0xFF && data[data.startIndex + 1] == 0xD8 && data[data.startIndex + 2] == 0xFF
    }

    static func decode(_ data: Data, source: String) throws(ImageLoadingError) -> DecodedImage {
        let orientation = ExifOrientation.read(fromJPEG: data)
        let result: Result<DecodedImage, ImageLoadingError> = data.withUnsafeBytes { bytes in
            guard let base = bytes.bindMemory(to: UInt8.self).baseAddress, bytes.count > 0 else {
                return .failure(.corrupt(source: source, reason: "the data is empty"))
            }
            return decode(base, count: bytes.count, source: source)
        }
        var decoded = try result.get()
        decoded.bitmap = orientation.apply(to: decoded.bitmap)
        return decoded
    }

    private static func decode(_ input: UnsafePointer<UInt8>, count: Int, source: String) -> Result<DecodedImage, ImageLoadingError> {
        let job = JPEGJob.make(input: input, count: count)
        defer { job.pointee.release() ; job.deallocate() }
        guard runOnOwnThread(job) else {
            return .failure(.corrupt(source: source, reason: "no thread could be started to decode it"))
        }
        let state = job.pointee
        if state.tooLarge {
            return .failure(.tooLarge(source: source, width: state.width, height: state.height))
        }
        var warnings: [String] = []
        let warning = String(cString: state.warningMessage)
        if !warning.isEmpty {
            let count = state.errorManager.pointee.num_warnings
            let more = count - 1
            warnings.append(more > 0 ? "\(warning) (and \(more) more warning\(more == 1 ? "" : "s"))" : warning)
        }
        let fullyRead = state.pixels != nil && state.height > 0 && state.rowsRead == state.height
        if state.failed {
            let message = String(cString: state.errorMessage)
            // An error after the last row (at the end-of-image check) still leaves a whole picture.
            guard fullyRead else {
                return .failure(.corrupt(source: source, reason: message.isEmpty ? "libjpeg failed without a message" : message))
            }
            warnings.append(message)
        }
        guard fullyRead, let pixels = state.pixels else {
            return .failure(.corrupt(source: source, reason: "libjpeg returned no image"))
        }
        guard let bitmap = rgbaBitmap(pixels, width: state.width, height: state.height, components: state.components,
                                      colorSpace: state.outputColorSpace, invertedCMYK: state.sawAdobeMarker) else {
            return .failure(.corrupt(source: source, reason: "unsupported JPEG colour layout (\(state.components) components)"))
        }
        return .success(DecodedImage(bitmap: bitmap, warnings: warnings))
    }

    /// Runs the decode on a new thread and waits for it; `false` if no thread could be made.
    private static func runOnOwnThread(_ job: UnsafeMutablePointer<JPEGJob>) -> Bool {
        #if canImport(Darwin)
        var thread: pthread_t?
        #else
        var thread = pthread_t()
        #endif
        // The start routine's argument is optional on Linux and not on Darwin; `work` takes either.
        let created = pthread_create(&thread, nil, { raw in
            JPEGDecoder.work(raw)
            return nil
        }, UnsafeMutableRawPointer(job))
        guard created == 0 else { return false }
        #if canImport(Darwin)
        guard let thread else { return false }
        #endif
        pthread_join(thread, nil)
        return true
    }

    /// The decoding thread's work. Everything it touches is raw memory owned by `job`: if libjpeg
    /// calls `error_exit`, this thread ends part-way with nothing of its own to release.
    private static func work(_ raw: UnsafeMutableRawPointer?) {
        guard let job = raw?.assumingMemoryBound(to: JPEGJob.self) else { return }
        let cinfo = job.pointee.decompress
        let errors = job.pointee.errorManager
        cinfo.pointee.err = jpeg_std_error(errors)
        errors.pointee.error_exit = { common in
            if let common, let job = common.pointee.client_data?.assumingMemoryBound(to: JPEGJob.self) {
                job.pointee.failed = true
                common.pointee.err?.pointee.format_message?(common, job.pointee.errorMessage)
            }
            // Ends this decoding thread only; the caller is waiting in `pthread_join`.
            pthread_exit(nil)
        }
        // libjpeg passes only the first warning here (and nothing else, now that `error_exit`
        // is replaced); the default would print it to stderr.
        errors.pointee.output_message = { common in
            guard let common, let job = common.pointee.client_data?.assumingMemoryBound(to: JPEGJob.self),
                  job.pointee.warningMessage[0] == 0 else { return }
            common.pointee.err?.pointee.format_message?(common, job.pointee.warningMessage)
        }
        cinfo.pointee.client_data = UnsafeMutableRawPointer(job)
        jpeg_CreateDecompress(cinfo, JPEG_LIB_VERSION, MemoryLayout<jpeg_decompress_struct>.size)
        cinfo.pointee.client_data = UnsafeMutableRawPointer(job)
        jpeg_mem_src(cinfo, job.pointee.input, UInt(job.pointee.inputCount))
        _ = jpeg_read_header(cinfo, 1)

        let width = Int(cinfo.pointee.image_width), height = Int(cinfo.pointee.image_height)
        job.pointee.width = width
        job.pointee.height = height
        // The header's size is checked before libjpeg sets any memory aside for the pixels.
        if width > ImageDecoding.maximumSide || height > ImageDecoding.maximumSide
            || width * height > ImageDecoding.maximumPixelCount {
            job.pointee.tooLarge = true
            return
        }
        job.pointee.sawAdobeMarker = cinfo.pointee.saw_Adobe_marker != 0
        // libjpeg converts YCbCr to RGB and YCCK to CMYK itself; CMYK to RGB is done afterwards.
        let space = cinfo.pointee.jpeg_color_space
        if space == JCS_GRAYSCALE {
            cinfo.pointee.out_color_space = JCS_GRAYSCALE
        } else if space == JCS_YCbCr || space == JCS_RGB {
            cinfo.pointee.out_color_space = JCS_RGB
        } else if space == JCS_CMYK || space == JCS_YCCK {
            cinfo.pointee.out_color_space = JCS_CMYK
        }
        _ = jpeg_start_decompress(cinfo)
        let outputWidth = Int(cinfo.pointee.output_width), outputHeight = Int(cinfo.pointee.output_height)
        let components = Int(cinfo.pointee.output_components)
        job.pointee.width = outputWidth
        job.pointee.height = outputHeight
        job.pointee.components = components
        job.pointee.outputColorSpace = cinfo.pointee.out_color_space
        let stride = outputWidth * components
        let pixels = UnsafeMutablePointer<UInt8>.allocate(capacity: max(stride * outputHeight, 1))
        job.pointee.pixels = pixels
        while cinfo.pointee.output_scanline < cinfo.pointee.output_height {
            var row: JSAMPROW? = pixels + Int(cinfo.pointee.output_scanline) * stride
            let read = jpeg_read_scanlines(cinfo, &row, 1)
            // A memory source never suspends; no progress means libjpeg has nothing more.
            if read == 0 { break }
            job.pointee.rowsRead += Int(read)
        }
        _ = jpeg_finish_decompress(cinfo)
    }

    /// Expands libjpeg's output (1, 3 or 4 components) to RGBA.
    private static func rgbaBitmap(_ pixels: UnsafeMutablePointer<UInt8>, width: Int, height: Int, components: Int,
                                   colorSpace: J_COLOR_SPACE, invertedCMYK: Bool) -> Bitmap? {
        let count = width * height
        var rgba = [UInt8](repeating: 255, count: count * 4)
        switch components {
        case 1:
            for i in 0..<count {
                let grey = pixels[i]
                rgba[i * 4] = grey
                rgba[i * 4 + 1] = grey
                rgba[i * 4 + 2] = grey
            }
        case 3:
            for i in 0..<count {
                rgba[i * 4] = pixels[i * 3]
                rgba[i * 4 + 1] = pixels[i * 3 + 1]
                rgba[i * 4 + 2] = pixels[i * 3 + 2]
            }
        case 4 where colorSpace == JCS_CMYK:
            // Adobe's files (those with an APP14 "Adobe" marker, i.e. nearly all CMYK JPEGs)
            // store the inks inverted: 255 is no ink. A naive conversion, without an ICC profile:
            // each channel is the white left by its ink and by black.
            for i in 0..<count {
                var c = Int(pixels[i * 4]), m = Int(pixels[i * 4 + 1]), y = Int(pixels[i * 4 + 2]), k = Int(pixels[i * 4 + 3])
                if !invertedCMYK { c = 255 - c; m = 255 - m; y = 255 - y; k = 255 - k }
                rgba[i * 4] = UInt8((c * k + 127) / 255)
                rgba[i * 4 + 1] = UInt8((m * k + 127) / 255)
                rgba[i * 4 + 2] = UInt8((y * k + 127) / 255)
            }
        default:
            return nil
        }
        return Bitmap(width: width, height: height, rgba: rgba)
    }
}

/// What the caller and the decoding thread share. The caller allocates it, and releases it after
/// the thread has ended, whether the decode finished or libjpeg stopped it.
struct JPEGJob {
    var input: UnsafePointer<UInt8>
    var inputCount: Int
    var decompress: UnsafeMutablePointer<jpeg_decompress_struct>
    var errorManager: UnsafeMutablePointer<jpeg_error_mgr>
    /// libjpeg's message for a fatal error (`JMSG_LENGTH_MAX` bytes, empty until written).
    var errorMessage: UnsafeMutablePointer<CChar>
    /// libjpeg's first warning.
    var warningMessage: UnsafeMutablePointer<CChar>
    var failed = false
    var tooLarge = false
    var sawAdobeMarker = false
    var width = 0
    var height = 0
    var components = 0
    var outputColorSpace = JCS_UNKNOWN
    /// The decoded rows, `width × components` bytes each.
    var pixels: UnsafeMutablePointer<UInt8>?
    var rowsRead = 0

    static func make(input: UnsafePointer<UInt8>, count: Int) -> UnsafeMutablePointer<JPEGJob> {
        let messageLength = Int(JMSG_LENGTH_MAX)
        let decompress = UnsafeMutablePointer<jpeg_decompress_struct>.allocate(capacity: 1)
        decompress.initialize(to: jpeg_decompress_struct())
        let errorManager = UnsafeMutablePointer<jpeg_error_mgr>.allocate(capacity: 1)
        errorManager.initialize(to: jpeg_error_mgr())
        let errorMessage = UnsafeMutablePointer<CChar>.allocate(capacity: messageLength)
        errorMessage.initialize(repeating: 0, count: messageLength)
        let warningMessage = UnsafeMutablePointer<CChar>.allocate(capacity: messageLength)
        warningMessage.initialize(repeating: 0, count: messageLength)
        let job = UnsafeMutablePointer<JPEGJob>.allocate(capacity: 1)
        job.initialize(to: JPEGJob(input: input, inputCount: count, decompress: decompress, errorManager: errorManager,
                                   errorMessage: errorMessage, warningMessage: warningMessage))
        return job
    }

    /// Frees libjpeg's memory (its pools survive a thread that ended part-way) and the buffers.
    func release() {
        // Safe on a structure libjpeg never finished creating: it frees only pools it finds.
        jpeg_destroy_decompress(decompress)
        decompress.deallocate()
        errorManager.deallocate()
        errorMessage.deallocate()
        warningMessage.deallocate()
        pixels?.deallocate()
    }
}
