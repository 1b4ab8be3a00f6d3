import SwiftUI
import XCTest
@testable import ViewInspector

/// Upstream `InspectorTests`: the reflection helpers — attributes by label and by path (with
/// their errors), type names with and without generics, `Inspector.print` of class hierarchies,
/// cycles and type references. (Tests of SwiftUI-private layouts — unsafeMemoryRebind, the
/// printed storage of SwiftUI's Text, `_tree|content` of a stack — and of internal helpers this
/// module does not have — guardType, unwrap(view:medium:) — are not ported.)
final class InspectorTests: XCTestCase {
    private let record = Outer(name: "abc", inner: .init(number: 42))

    func testAttributeLabel() throws {
        XCTAssertEqual(try XCTUnwrap(try Inspector.attribute(label: "name", value: record) as? String), "abc")
    }

    func testUnknownAttributeLabel() throws {
        assertThrows(try Inspector.attribute(label: "missing", value: record), "Outer does not have 'missing' attribute")
    }

    func testAttributeLabelTypeMismatch() throws {
        assertThrows(try Inspector.attribute(label: "name", value: record, type: Int.self), "Type mismatch: String is not Int")
    }

    func testAttributePath() throws {
        XCTAssertEqual(try Inspector.attribute(path: "inner|number", value: record, type: Int.self), 42)
    }

    func testAttributePathTypeMismatch() throws {
        assertThrows(try Inspector.attribute(path: "name", value: record, type: Int.self), "Type mismatch: String is not Int")
    }

    func testTypeNameValue() {
        XCTAssertEqual(Inspector.typeName(value: Generic<Int>()), "Generic<Int>")
        XCTAssertEqual(Inspector.typeName(value: record), "Outer")
        XCTAssertEqual(Inspector.typeName(value: Generic<Int>(), generics: .remove), "Generic")
        XCTAssertEqual(Inspector.typeName(value: Generic<(String) -> Void>(), generics: .remove), "Generic")
        XCTAssertEqual(Inspector.typeName(value: (Generic<Int>(), Generic<String>()), generics: .remove), "(Generic, Generic)")
    }

    func testTypeNameType() {
        XCTAssertEqual(Inspector.typeName(type: Generic<Int>.self), "Generic<Int>")
        XCTAssertEqual(Inspector.typeName(type: Outer.self), "Outer")
        XCTAssertEqual(Inspector.typeName(type: ModifiedContent<EmptyView, Generic<(String) -> Void>>.self,
                                          generics: .remove), "ModifiedContent")
    }

    func testPrintClassHierarchy() throws {
        XCTAssertEqual(Inspector.print(Derived()), """
            Derived
              reference: Optional<AnyObject> = nil
              value: Int = 5

            """)
    }

    func testPrintCyclicReferences() throws {
        let single = Base()
        single.reference = single
        let a = Base(), b = Base(), c = Base()
        a.reference = b
        b.reference = c
        c.reference = a
        XCTAssertEqual(Inspector.print(single), """
            Base
              reference: Optional<AnyObject>
                some: Base = { cyclic reference }

            """)
        XCTAssertEqual(Inspector.print(a), """
            Base
              reference: Optional<AnyObject>
                some: Base
                  reference: Optional<AnyObject>
                    some: Base
                      reference: Optional<AnyObject>
                        some: Base = { cyclic reference }

            """)
    }

    func testPrintTypeReference() throws {
        let view = SelfReferencing()
        XCTAssertEqual(Inspector.print(view), """
            SelfReferencing
              body: EmptyView = EmptyView()
              ref: Any.Type

            """)
        XCTAssertNoThrow(try view.inspect().emptyView())
    }
}

/// Upstream `InspectableViewModifiersTests` (in `InspectorTests.swift`): missing modifiers'
/// errors, modifiers read through `parent()`, and parents and paths to root in a deep hierarchy.
final class InspectableViewModifiersTests: XCTestCase {
    func testModifierIsNotPresent() throws {
        assertThrows(try EmptyView().padding().inspect().emptyView().callOnAppear(), "EmptyView does not have 'onAppear' modifier")
    }

    func testModifierAttributeIsNotPresent() throws {
        assertThrows(try EmptyView().onDisappear().padding().inspect().emptyView().callOnAppear(), "EmptyView does not have 'onAppear' modifier")
    }

    func testModifierLookupFailure() throws {
        assertThrows(try EmptyView().padding().inspect().modifierAttribute(modifierLookup: { _ in true }, path: "wrong", type: Int.self, call: "test"),
                     "EmptyView does not have 'test' modifier")
    }

    func testParentModifierAttribute() throws {
        let erased = AnyView(EmptyView()).onAppear {}
        XCTAssertNoThrow(try erased.inspect().anyView().callOnAppear())
        XCTAssertNoThrow(try erased.inspect().anyView().emptyView().parent().callOnAppear())
        XCTAssertNoThrow(try erased.inspect().anyView().emptyView().parent().anyView().callOnAppear())
        let layered = EmptyView().onAppear {}.overlay(HStack { EmptyView() }).onDisappear {}
        XCTAssertNoThrow(try layered.inspect().emptyView().overlay().hStack())
        XCTAssertNoThrow(try layered.inspect().emptyView().overlay().parent())
        XCTAssertNoThrow(try layered.inspect().emptyView().overlay().parent().callOnAppear())
        XCTAssertNoThrow(try layered.inspect().emptyView().overlay().parent().emptyView().callOnDisappear())
    }

    func testParentInspection() throws {
        let root = Deep.make()
        let text = try root.inspect().anyView().group().emptyView(1).overlay().hStack().view(Leaf.self, 1).text()
        do {
            _ = try text.parent().group()
            XCTFail("Expected to throw")
        } catch {
            XCTAssertTrue(error.localizedDescription.hasPrefix("anyView().group().emptyView(1).overlay().hStack().group() found "))
            XCTAssertTrue(error.localizedDescription.hasSuffix(".Leaf instead of Group"))
        }
        XCTAssertNoThrow(try text.parent().view(Leaf.self))
        let hStack = try text.parent().parent().hStack()
        XCTAssertNoThrow(try hStack.parent().overlay())
        XCTAssertNoThrow(try hStack.parent().parent().emptyView())
        let group = try hStack.parent().parent().parent().group()
        let erased = try group.parent()
        XCTAssertNoThrow(try erased.anyView())
        assertThrows(try erased.parent(), "AnyView does not have parent")
        assertThrows(try root.inspect().parent(), "AnyView does not have parent")
    }

    func testPathToRootSimpleHierarchy() throws {
        XCTAssertEqual(try EmptyView().inspect().pathToRoot, "")
        XCTAssertEqual(try EmptyView().inspect().emptyView().pathToRoot, "emptyView()")
        XCTAssertEqual(try Leaf().inspect().pathToRoot, "")
        XCTAssertEqual(try Leaf().inspect().text().pathToRoot, "view(Leaf.self).text()")
        XCTAssertEqual(try Leaf().inspect().text(0).pathToRoot, "view(Leaf.self).text(0)")
    }

    func testPathToRootComplexHierarchy() throws {
        let text = try Deep.make().inspect().anyView().group().emptyView(1).overlay().hStack().view(Leaf.self, 1).text()
        let base = "anyView().group().emptyView(1)"
        XCTAssertEqual(text.pathToRoot, base + ".overlay().hStack().view(Leaf.self, 1).text()")
        XCTAssertEqual(try text.parent().pathToRoot, base + ".overlay().hStack().view(Leaf.self, 1)")
        XCTAssertEqual(try text.parent().parent().pathToRoot, base + ".overlay().hStack()")
        XCTAssertEqual(try text.parent().parent().hStack().pathToRoot, base + ".overlay().hStack()")
        XCTAssertEqual(try text.parent().parent().parent().pathToRoot, base + ".overlay()")
        XCTAssertEqual(try text.parent().parent().parent().parent().pathToRoot, base)
        XCTAssertEqual(try text.parent().parent().parent().parent().emptyView().pathToRoot, "anyView().group().emptyView()")
        XCTAssertEqual(try text.parent().parent().parent().parent().emptyView().overlay().pathToRoot, "anyView().group().emptyView().overlay()")
        XCTAssertEqual(try text.parent().view(Leaf.self).parent().hStack().parent().overlay().parent().pathToRoot, base)
    }
}

private struct Outer {
    var name: String
    var inner: Inner
    struct Inner { var number: Int }
}

private struct Generic<T> {}

private struct Leaf: View {
    let words = ["abc", "def"]
    var body: some View { Text(words[0]) }
}

private enum Deep {
    static func make() -> AnyView {
        AnyView(Group {
            Text("")
            EmptyView()
                .padding()
                .overlay(HStack {
                    EmptyView()
                    Leaf().padding()
                })
        })
    }
}

private struct SelfReferencing: View {
    let ref = SelfReferencing.self
    var body: some View { EmptyView() }
}

private class Base {
    weak var reference: AnyObject?
}

private final class Derived: Base {
    var value = 5
}
