import Foundation

/// The kind of a point of interest, as MapKit's: what map items, searches and filters name.
public struct MKPointOfInterestCategory: RawRepresentable, Hashable, Sendable {
    /// The category's name (`"MKPOICategoryCafe"`).
    public let rawValue: String

    /// The category named `rawValue`.
    public init(rawValue: String) {
        self.rawValue = rawValue
    }

    /// Points of interest of the kind airport.
    public static let airport = MKPointOfInterestCategory(rawValue: "MKPOICategoryAirport")
    /// Points of interest of the kind amusement park.
    public static let amusementPark = MKPointOfInterestCategory(rawValue: "MKPOICategoryAmusementPark")
    /// Points of interest of the kind aquarium.
    public static let aquarium = MKPointOfInterestCategory(rawValue: "MKPOICategoryAquarium")
    /// Points of interest of the kind atm.
    public static let atm = MKPointOfInterestCategory(rawValue: "MKPOICategoryATM")
    /// Points of interest of the kind bakery.
    public static let bakery = MKPointOfInterestCategory(rawValue: "MKPOICategoryBakery")
    /// Points of interest of the kind bank.
    public static let bank = MKPointOfInterestCategory(rawValue: "MKPOICategoryBank")
    /// Points of interest of the kind beach.
    public static let beach = MKPointOfInterestCategory(rawValue: "MKPOICategoryBeach")
    /// Points of interest of the kind brewery.
    public static let brewery = MKPointOfInterestCategory(rawValue: "MKPOICategoryBrewery")
    /// Points of interest of the kind cafe.
    public static let cafe = MKPointOfInterestCategory(rawValue: "MKPOICategoryCafe")
    /// Points of interest of the kind campground.
    public static let campground = MKPointOfInterestCategory(rawValue: "MKPOICategoryCampground")
    /// Points of interest of the kind car rental.
    public static let carRental = MKPointOfInterestCategory(rawValue: "MKPOICategoryCarRental")
    /// Points of interest of the kind ev charger.
    public static let evCharger = MKPointOfInterestCategory(rawValue: "MKPOICategoryEVCharger")
    /// Points of interest of the kind fire station.
    public static let fireStation = MKPointOfInterestCategory(rawValue: "MKPOICategoryFireStation")
    /// Points of interest of the kind fitness center.
    public static let fitnessCenter = MKPointOfInterestCategory(rawValue: "MKPOICategoryFitnessCenter")
    /// Points of interest of the kind food market.
    public static let foodMarket = MKPointOfInterestCategory(rawValue: "MKPOICategoryFoodMarket")
    /// Points of interest of the kind gas station.
    public static let gasStation = MKPointOfInterestCategory(rawValue: "MKPOICategoryGasStation")
    /// Points of interest of the kind hospital.
    public static let hospital = MKPointOfInterestCategory(rawValue: "MKPOICategoryHospital")
    /// Points of interest of the kind hotel.
    public static let hotel = MKPointOfInterestCategory(rawValue: "MKPOICategoryHotel")
    /// Points of interest of the kind laundry.
    public static let laundry = MKPointOfInterestCategory(rawValue: "MKPOICategoryLaundry")
    /// Points of interest of the kind library.
    public static let library = MKPointOfInterestCategory(rawValue: "MKPOICategoryLibrary")
    /// Points of interest of the kind marina.
    public static let marina = MKPointOfInterestCategory(rawValue: "MKPOICategoryMarina")
    /// Points of interest of the kind movie theater.
    public static let movieTheater = MKPointOfInterestCategory(rawValue: "MKPOICategoryMovieTheater")
    /// Points of interest of the kind museum.
    public static let museum = MKPointOfInterestCategory(rawValue: "MKPOICategoryMuseum")
    /// Points of interest of the kind national park.
    public static let nationalPark = MKPointOfInterestCategory(rawValue: "MKPOICategoryNationalPark")
    /// Points of interest of the kind nightlife.
    public static let nightlife = MKPointOfInterestCategory(rawValue: "MKPOICategoryNightlife")
    /// Points of interest of the kind park.
    public static let park = MKPointOfInterestCategory(rawValue: "MKPOICategoryPark")
    /// Points of interest of the kind parking.
    public static let parking = MKPointOfInterestCategory(rawValue: "MKPOICategoryParking")
    /// Points of interest of the kind pharmacy.
    public static let pharmacy = MKPointOfInterestCategory(rawValue: "MKPOICategoryPharmacy")
    /// Points of interest of the kind police.
    public static let police = MKPointOfInterestCategory(rawValue: "MKPOICategoryPolice")
    /// Points of interest of the kind post office.
    public static let postOffice = MKPointOfInterestCategory(rawValue: "MKPOICategoryPostOffice")
    /// Points of interest of the kind public transport.
    public static let publicTransport = MKPointOfInterestCategory(rawValue: "MKPOICategoryPublicTransport")
    /// Points of interest of the kind restaurant.
    public static let restaurant = MKPointOfInterestCategory(rawValue: "MKPOICategoryRestaurant")
    /// Points of interest of the kind restroom.
    public static let restroom = MKPointOfInterestCategory(rawValue: "MKPOICategoryRestroom")
    /// Points of interest of the kind school.
    public static let school = MKPointOfInterestCategory(rawValue: "MKPOICategorySchool")
    /// Points of interest of the kind stadium.
    public static let stadium = MKPointOfInterestCategory(rawValue: "MKPOICategoryStadium")
    /// Points of interest of the kind store.
    public static let store = MKPointOfInterestCategory(rawValue: "MKPOICategoryStore")
    /// Points of interest of the kind theater.
    public static let theater = MKPointOfInterestCategory(rawValue: "MKPOICategoryTheater")
    /// Points of interest of the kind university.
    public static let university = MKPointOfInterestCategory(rawValue: "MKPOICategoryUniversity")
    /// Points of interest of the kind winery.
    public static let winery = MKPointOfInterestCategory(rawValue: "MKPOICategoryWinery")
    /// Points of interest of the kind zoo.
    public static let zoo = MKPointOfInterestCategory(rawValue: "MKPOICategoryZoo")
}

/// Which points of interest a map or a search includes.
public struct MKPointOfInterestFilter: Sendable {
    private let included: Set<MKPointOfInterestCategory>?
    private let excluded: Set<MKPointOfInterestCategory>

    /// Every category.
    public static let includingAll = MKPointOfInterestFilter(included: nil, excluded: [])
    /// No category.
    public static let excludingAll = MKPointOfInterestFilter(included: [], excluded: [])

    private init(included: Set<MKPointOfInterestCategory>?, excluded: Set<MKPointOfInterestCategory>) {
        self.included = included
        self.excluded = excluded
    }

    /// Only `categories`.
    public init(including categories: [MKPointOfInterestCategory]) {
        self.init(included: Set(categories), excluded: [])
    }

    /// Every category but `categories`.
    public init(excluding categories: [MKPointOfInterestCategory]) {
        self.init(included: nil, excluded: Set(categories))
    }

    /// Whether `category` is included.
    public func includes(_ category: MKPointOfInterestCategory) -> Bool {
        !excluded.contains(category) && (included?.contains(category) ?? true)
    }

    /// Whether `category` is excluded.
    public func excludes(_ category: MKPointOfInterestCategory) -> Bool {
        !includes(category)
    }
}
